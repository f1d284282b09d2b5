import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { MAX_TAGS, TAG_MAX_LENGTH } from "../../blog-admin.schemas.ts";

/**
 * Enter adds the typed tag, trimmed; a blank one is refused and a duplicate (any case)
 * ignored. Tags show as chips with a remove button.
 */
export function TagInput({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  invalid?: boolean;
}) {
  const [text, setText] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const hintId = useId();

  const add = () => {
    const tag = text.trim().replace(/\s+/g, " ");
    if (!tag) return setHint("Type a tag first.");
    setText("");
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase()))
      return setHint(`"${tag}" is already there.`);
    if (value.length >= MAX_TAGS) return setHint(`A post can have at most ${MAX_TAGS} tags.`);
    setHint(null);
    onChange([...value, tag]);
  };

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
          maxLength={TAG_MAX_LENGTH}
          placeholder="Type a tag and press Enter"
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label="Add tag">
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground" aria-live="polite">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-primary/20 bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground"
            >
              #{tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove tag ${tag}`}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
