import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";

/** A missing, draft or not-yet-published post. */
export function PostNotFound() {
  return (
    <StatusPage
      icon={<SearchXIcon aria-hidden="true" />}
      title="Post Not Found"
      detail="The blog post you're looking for doesn't exist."
    >
      <Link to="/blog" className={buttonVariants({ size: "lg" })}>
        Back to Blog
      </Link>
    </StatusPage>
  );
}
