import { Component, type ReactNode } from "react";
import Markdown from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import { cn } from "../../../lib/utils.ts";
import { markdownElements } from "./markdown-elements.tsx";

// GitHub-flavoured markdown with tables, honoured line breaks,
// headings, lists, links, quotes and code. Raw HTML in a post is never executed: without
// rehype-raw, react-markdown turns it into plain text, and its URL transform empties
// `javascript:`, `data:` and other unsafe links and image sources.

const remarkPlugins = [remarkGfm, remarkBreaks];

/** "Error rendering content" in red. */
function RenderError() {
  return (
    <p role="alert" className="text-destructive">
      Error rendering content
    </p>
  );
}

/** Catches what goes wrong while the browser renders the elements (e.g. a live preview). */
class MarkdownErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}

/**
 * A post's markdown as the shop's typography. Usable on the server (the post page) and in a
 * lazily loaded browser chunk (the admin editor's preview): it has no state of its own.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  let tree: ReactNode;
  try {
    // Parsing runs here, not in a child, so a failure is caught on the server too, where error
    // boundaries do not run.
    tree = Markdown({ children: markdown, remarkPlugins, components: markdownElements });
  } catch {
    return <RenderError />;
  }
  return (
    <div
      className={cn(
        "text-base leading-7 text-foreground/90 sm:text-lg sm:leading-8 [&>*:first-child]:mt-0",
        className,
      )}
    >
      <MarkdownErrorBoundary key={markdown}>{tree}</MarkdownErrorBoundary>
    </div>
  );
}
