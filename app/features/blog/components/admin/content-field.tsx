import { lazy, Suspense, useState } from "react";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { cn } from "../../../../lib/utils.ts";

// The public post's own renderer, loaded only when the editor opens (it is not small).
const MarkdownContent = lazy(() =>
  import("../markdown-content.tsx").then((m) => ({ default: m.MarkdownContent })),
);

type Pane = "write" | "preview";

/**
 * The markdown text with a live preview: Write/Preview tabs on phones, side by side from `lg`.
 * The preview is what the post page will show (same component).
 */
export function ContentField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [pane, setPane] = useState<Pane>("write");
  const tab = (name: Pane, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={pane === name}
      aria-controls={`${id}-${name}`}
      onClick={() => setPane(name)}
      className={cn(
        "h-8 flex-1 rounded-md px-3 text-sm font-medium transition-colors",
        pane === name
          ? "bg-background text-foreground shadow-sm"
          : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="grid gap-2">
      <div role="tablist" aria-label="Content view" className="flex rounded-lg bg-muted p-1 lg:hidden">
        {tab("write", "Write")}
        {tab("preview", "Preview")}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div id={`${id}-write`} className={cn(pane !== "write" && "hidden lg:block")}>
          <Textarea
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            spellCheck
            placeholder={"## A heading\n\nWrite the post in markdown: **bold**, lists, links, tables…"}
            className="h-80 resize-y font-mono text-sm leading-6 [field-sizing:fixed] lg:h-[30rem]"
          />
        </div>
        <section
          id={`${id}-preview`}
          aria-label="Preview"
          className={cn(
            "h-80 overflow-y-auto rounded-md border bg-card px-4 py-3 lg:h-[30rem]",
            pane !== "preview" && "hidden lg:block",
          )}
        >
          <p className="mb-3 hidden text-xs font-medium tracking-wide text-muted-foreground uppercase lg:block">
            Preview
          </p>
          {value.trim() ? (
            <Suspense fallback={<Spinner label="Loading preview…" />}>
              <MarkdownContent markdown={value} className="sm:text-base sm:leading-7" />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">The preview appears here as you write.</p>
          )}
        </section>
      </div>
    </div>
  );
}
