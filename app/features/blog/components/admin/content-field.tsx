import { lazy, Suspense, useState } from "react";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { cn } from "../../../../lib/utils.ts";

// The public post's own renderer, loaded only when the editor opens (it is not small).
const MarkdownContent = lazy(() =>
  import("../markdown-content.tsx").then((m) => ({ default: m.MarkdownContent })),
);

type Pane = "write" | "preview";

/** A post's body (the default) or a shorter text such as a product's description. */
const SIZES = {
  post: {
    box: "h-80 lg:h-[30rem]",
    preview: "bg-card",
    placeholder: "## A heading\n\nWrite the post in markdown: **bold**, lists, links, tables…",
  },
  short: { box: "h-56", preview: "bg-background", placeholder: "" },
};

/**
 * Markdown text with a live preview: Write/Preview tabs on phones, side by side from `lg`.
 * The preview is what the public page will show (the same renderer). `name` names the tabs and
 * the preview for assistive technology ("Content view" and "Preview" for a post; "Description
 * view" and "Description preview" for `name="Description"`).
 */
export function ContentField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  name,
  size = "post",
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
  name?: string;
  size?: keyof typeof SIZES;
  placeholder?: string;
}) {
  const look = SIZES[size];
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
      <div
        role="tablist"
        aria-label={`${name ?? "Content"} view`}
        className="flex rounded-lg bg-muted p-1 lg:hidden"
      >
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
            placeholder={placeholder ?? look.placeholder}
            className={cn("resize-y font-mono text-sm leading-6 [field-sizing:fixed]", look.box)}
          />
        </div>
        <section
          id={`${id}-preview`}
          aria-label={name ? `${name} preview` : "Preview"}
          className={cn(
            "overflow-y-auto rounded-md border px-4 py-3",
            look.box,
            look.preview,
            pane !== "preview" && "hidden lg:block",
          )}
        >
          {size === "post" && (
            <p className="mb-3 hidden text-xs font-medium tracking-wide text-muted-foreground uppercase lg:block">
              Preview
            </p>
          )}
          {value.trim() ? (
            <Suspense fallback={<Spinner label="Loading preview…" />}>
              <MarkdownContent
                markdown={value}
                className={size === "post" ? "sm:text-base sm:leading-7" : undefined}
              />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">The preview appears here as you write.</p>
          )}
        </section>
      </div>
    </div>
  );
}
