import { ArrowLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import type { BlogPostJson } from "../blog.schemas.ts";
import { PostBody } from "./post-body.tsx";
import { PostImage } from "./post-image.tsx";
import { PostMeta } from "./post-meta.tsx";

/** Image, #tag chips, title, date, reading time, views, content. */
export function PostArticle({ post, html }: { post: Omit<BlogPostJson, "content">; html: string }) {
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-6 sm:px-6 md:pt-10">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <li>
              <Link to="/blog" className="rounded-sm font-medium hover:text-primary">
                Blog
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li className="min-w-0 truncate" aria-current="page">
              {post.title}
            </li>
          </ol>
        </nav>
      </header>
      {post.featuredImage && (
        <div className="mx-auto mt-6 max-w-5xl px-4 sm:px-6 md:mt-8">
          <PostImage
            src={post.featuredImage}
            picture={post.featuredPicture}
            sizes="(min-width: 1024px) 62rem, calc(100vw - 3rem)"
            alt={post.title}
            priority
            className="aspect-[16/9] w-full rounded-2xl border sm:rounded-3xl md:aspect-[2/1]"
          />
        </div>
      )}
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="mt-8 md:mt-12">
          {post.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground transition-colors hover:bg-primary hover:text-primary-foreground"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-5 text-4xl leading-[1.1] sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">{post.excerpt}</p>
          <PostMeta post={post} className="mt-6 border-y py-4" />
        </div>
        <PostBody html={html} className="mt-8 md:mt-10" />
        <div className="mt-12 border-t pt-8">
          <Button asChild variant="outline" size="lg" className="rounded-full">
            <Link to="/blog">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Blog
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
