import { NotFound } from "../../../components/not-found.tsx";

/** A missing, draft or not-yet-published post. */
export function PostNotFound() {
  return (
    <NotFound
      title="Post Not Found"
      detail="The blog post you're looking for doesn't exist."
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
