import { NewspaperIcon, SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";

/** The blog list's two empty messages. */
export function BlogListEmpty({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchXIcon : NewspaperIcon;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-medium">
        {filtered ? "No posts found matching your criteria." : "No blog posts available yet."}
      </p>
      {filtered ? (
        <Button asChild variant="outline" className="mt-6 rounded-full">
          <Link to="/blog">Show all posts</Link>
        </Button>
      ) : (
        <p className="mt-2 max-w-md text-muted-foreground">
          Our first stories are on their way. In the meantime,{" "}
          <Link to="/custom" className="font-medium text-primary underline underline-offset-4">
            design your own pins
          </Link>
          .
        </p>
      )}
    </div>
  );
}
