import { FileTextIcon, MessageSquareIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs.tsx";
import { readAdminId } from "../../../../lib/admin-links.ts";
import { CommentsQueue } from "./comments-queue.tsx";
import { PostsView, usePosts } from "./posts-view.tsx";

/**
 * The admin's Blog section: posts, and the comment moderation queue, which opens first
 * when the address names a comment (a link from the owner's e-mail).
 */
export function BlogPanel() {
  const [params] = useSearchParams();
  const comment = readAdminId(params.get("comment"));
  const posts = usePosts();
  const pending = posts.posts?.reduce((sum, p) => sum + p.pendingComments, 0) ?? 0;
  return (
    <Tabs
      defaultValue={comment ? "comments" : "posts"}
      className="gap-4 rounded-xl border bg-card p-3 sm:p-6"
      // Moderating changes the posts' comment counts; they are read again on the way back.
      onValueChange={(tab) => tab === "posts" && posts.load()}
    >
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="posts">
          <FileTextIcon aria-hidden="true" />
          Posts
        </TabsTrigger>
        <TabsTrigger value="comments">
          <MessageSquareIcon aria-hidden="true" />
          Comments
          {pending > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground tabular-nums">
              {pending}
              <span className="sr-only"> pending</span>
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="posts">
        <PostsView {...posts} />
      </TabsContent>
      <TabsContent value="comments">
        <CommentsQueue linkedId={comment} />
      </TabsContent>
    </Tabs>
  );
}
