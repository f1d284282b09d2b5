import { FileTextIcon, PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ListEmpty, ListFailed, LoadingList } from "../../../../components/admin/list-states.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import { cn } from "../../../../lib/utils.ts";
import type { AdminPostJson } from "../../blog-admin.schemas.ts";
import type { PostStatus } from "../../post-status.ts";
import { PostEditor } from "./post-editor.tsx";
import { POST_STATUS_LABEL, PostRow } from "./post-row.tsx";

type Filter = PostStatus | "all";
const FILTERS: Filter[] = ["all", "draft", "scheduled", "published"];

/** Every post of the blog, loaded once and again after each change; and whether sharing is on. */
export function usePosts() {
  const [posts, setPosts] = useState<AdminPostJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [facebook, setFacebook] = useState<boolean | null>(null);
  const load = useCallback(() => {
    setFailed(false);
    apiRequest("GET", "/api/admin/blog/posts")
      .then(async (res) => setPosts((await res.json()) as AdminPostJson[]))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    apiRequest("GET", "/api/admin/blog/sharing")
      .then(async (res) => setFacebook(((await res.json()) as { facebook: boolean }).facebook))
      .catch(() => setFacebook(null));
  }, []);
  return { posts, failed, load, facebook };
}

/** The posts of the blog with their status filter, editor and actions. */
export function PostsView({ posts, failed, load, facebook }: ReturnType<typeof usePosts>) {
  const [filter, setFilter] = useState<Filter>("all");
  const [editing, setEditing] = useState<{ post: AdminPostJson | null; key: number } | null>(null);
  const shown = posts?.filter((p) => filter === "all" || p.status === filter) ?? [];
  const count = (f: Filter) => posts?.filter((p) => f === "all" || p.status === f).length;

  const publish = async (post: AdminPostJson) => {
    try {
      await apiRequest("POST", `/api/admin/blog/posts/${post.id}/publish`);
      toast.success("Post published", { description: `"${post.title}" is live at /blog/${post.slug}.` });
    } catch (err) {
      toast.error("Failed to publish post.", { description: errorMessage(err) });
    }
    load();
  };
  const remove = async (post: AdminPostJson) => {
    try {
      await apiRequest("DELETE", `/api/admin/blog/posts/${post.id}`);
      toast.success("Post deleted", { description: `"${post.title}" was removed.` });
    } catch (err) {
      toast.error("Failed to delete post.", { description: errorMessage(err) });
    }
    load();
  };
  const open = (post: AdminPostJson | null) => setEditing({ post, key: Date.now() });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <legend className="sr-only">Filter posts by status</legend>
          {FILTERS.map((f) => (
            <Button
              key={f}
              variant={filter === f ? "default" : "outline"}
              size="sm"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {f === "all" ? "All" : POST_STATUS_LABEL[f]}
              {posts && (
                <span className={cn("tabular-nums", filter === f ? "opacity-80" : "text-muted-foreground")}>
                  {count(f)}
                </span>
              )}
            </Button>
          ))}
        </fieldset>
        <Button onClick={() => open(null)}>
          <PlusIcon aria-hidden="true" />
          New Post
        </Button>
      </div>
      <div className="overflow-hidden rounded-xl border bg-card">
        {failed ? (
          <ListFailed what="posts" onRetry={load} className="px-6 py-12" />
        ) : posts === null ? (
          <LoadingList
            label="Loading posts"
            lead="h-16 w-24 shrink-0"
            lines={["h-5 w-2/3", "h-4 w-1/2"]}
            column="grid flex-1 content-start gap-2"
          />
        ) : shown.length === 0 ? (
          <ListEmpty className="px-6 py-14" icon={<FileTextIcon className="size-6" aria-hidden="true" />}>
            {filter === "all"
              ? "No blog posts yet. Write the first one: club news, pin care, event ideas."
              : `No ${POST_STATUS_LABEL[filter].toLowerCase()} posts.`}
          </ListEmpty>
        ) : (
          <ul className="divide-y" aria-label="Blog posts">
            {shown.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                facebook={facebook}
                onEdit={() => open(post)}
                onPublish={() => publish(post)}
                onDelete={() => remove(post)}
              />
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <PostEditor
          key={editing.key}
          post={editing.post}
          facebook={facebook}
          open
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </div>
  );
}
