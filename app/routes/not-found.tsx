import { FlagTriangleRightIcon } from "lucide-react";
import { data, Link } from "react-router";
import { StatusPage } from "../components/status-page.tsx";
import { Button } from "../components/ui/button.tsx";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

// Any unknown path is a real 404, not a soft one.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "404 Page Not Found",
    description: "The page you were looking for is not here.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return (
    <StatusPage
      icon={<FlagTriangleRightIcon aria-hidden="true" />}
      title="404 Page Not Found"
      detail="This shot landed out of bounds. The page you asked for isn't here."
      hint="Did you forget to add the page to the router?"
    >
      <Button asChild size="lg">
        <Link to="/">Back to the clubhouse</Link>
      </Button>
    </StatusPage>
  );
}
