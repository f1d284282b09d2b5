import { AdminPage } from "../../components/admin/admin-page.tsx";
import { BlogPanel } from "../../features/blog/components/admin/blog-panel.tsx";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("blog");

/** Posts and comments; `?comment=9` opens the moderation queue at that comment. */
export default function AdminBlog() {
  return (
    <AdminPage section="blog">
      <BlogPanel />
    </AdminPage>
  );
}
