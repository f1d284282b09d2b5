import type { Components } from "react-markdown";
import { Link } from "react-router";

// How each markdown element looks in the shop's type: the post body reads like a magazine
// column. The `node` prop react-markdown passes is dropped so it never reaches the DOM.

/** A site path (not `//host`), opened by the router without a full page load. */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

export const markdownElements: Components = {
  // The page's title is its only h1; a heading inside the post starts one level down.
  h1: ({ node: _, ...props }) => <h2 className="mt-12 mb-4 text-2xl sm:text-3xl" {...props} />,
  h2: ({ node: _, ...props }) => <h2 className="mt-12 mb-4 text-2xl sm:text-3xl" {...props} />,
  h3: ({ node: _, ...props }) => <h3 className="mt-9 mb-3 text-xl sm:text-2xl" {...props} />,
  h4: ({ node: _, ...props }) => <h4 className="mt-8 mb-2 text-lg" {...props} />,
  h5: ({ node: _, ...props }) => <h5 className="mt-6 mb-2 text-base" {...props} />,
  h6: ({ node: _, ...props }) => <h6 className="mt-6 mb-2 text-base text-muted-foreground" {...props} />,
  p: ({ node: _, ...props }) => <p className="my-5" {...props} />,
  a: ({ node: _, href, children, ...props }) => {
    // An unsafe URL (javascript:, data:) arrives emptied by the URL transform: plain text then.
    if (!href) return <span>{children}</span>;
    const className =
      "font-medium text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary";
    if (isSitePath(href)) {
      return (
        <Link to={href} className={className}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} className={className} rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  },
  ul: ({ node: _, ...props }) => (
    <ul className="my-5 list-disc space-y-2 pl-6 marker:text-primary" {...props} />
  ),
  ol: ({ node: _, ...props }) => (
    <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary" {...props} />
  ),
  li: ({ node: _, ...props }) => <li className="pl-1.5" {...props} />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote
      className="my-8 rounded-r-2xl border-l-4 border-brass bg-secondary/50 px-6 py-1 font-display text-lg text-secondary-foreground sm:text-xl"
      {...props}
    />
  ),
  code: ({ node: _, ...props }) => (
    <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground" {...props} />
  ),
  pre: ({ node: _, ...props }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a code block wider than a phone scrolls; the keyboard must reach it to scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-xl bg-foreground p-5 font-mono text-sm leading-6 text-background [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
      {...props}
    />
  ),
  table: ({ node: _, ...props }) => (
    <div className="my-8 overflow-x-auto rounded-xl border bg-card">
      <table className="w-full border-collapse text-left text-sm sm:text-base" {...props} />
    </div>
  ),
  thead: ({ node: _, ...props }) => (
    <thead className="bg-secondary/60 text-secondary-foreground" {...props} />
  ),
  tr: ({ node: _, ...props }) => <tr className="border-t first:border-t-0 even:bg-muted/40" {...props} />,
  th: ({ node: _, ...props }) => <th className="px-4 py-3 font-semibold whitespace-nowrap" {...props} />,
  td: ({ node: _, ...props }) => <td className="px-4 py-3 align-top" {...props} />,
  hr: ({ node: _, ...props }) => <hr className="my-12 border-border" {...props} />,
  img: ({ node: _, src, alt, ...props }) =>
    src ? (
      <img
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        decoding="async"
        className="my-8 h-auto w-full rounded-2xl border"
        {...props}
      />
    ) : null,
};
