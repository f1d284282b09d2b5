import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { MarkdownContent } from "./components/markdown-content.tsx";

/**
 * A post's markdown rendered once, on the server, to the HTML the post page shows (issue 8: the
 * markdown renderer is about 50 KB gzip, and a published post's body never changes in the
 * browser). The output is React's own escaping of react-markdown's tree, so raw HTML in a post is
 * still plain text and unsafe URLs are still emptied.
 */
export function renderPostHtml(markdown: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownContent markdown={markdown} />
    </MemoryRouter>,
  );
}
