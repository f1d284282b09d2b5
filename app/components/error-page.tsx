import { CircleAlertIcon, FlagTriangleRightIcon, TimerIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { StatusPage } from "./status-page.tsx";
import { Button } from "./ui/button.tsx";

/**
 * The root error boundary's page: 404 Page Not Found; "back in a moment" while the database is
 * away (503, the server sends Retry-After); or the error's status and a retry.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 503) {
    return (
      <StatusPage
        icon={<TimerIcon aria-hidden="true" />}
        title="Back in a moment"
        detail="The shop is taking a short breather. Please try again in a few seconds."
      >
        <Button size="lg" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </StatusPage>
    );
  }
  const notFound = status === 404;
  let title = "Something went wrong";
  let detail = "An unexpected error interrupted this page. Please try again in a moment.";
  if (notFound) {
    title = "404 Page Not Found";
    detail = "This shot landed out of bounds. The page you asked for isn't here.";
  } else if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText || "Error"}`;
  }
  return (
    <StatusPage
      icon={notFound ? <FlagTriangleRightIcon aria-hidden="true" /> : <CircleAlertIcon aria-hidden="true" />}
      title={title}
      detail={detail}
    >
      <Button asChild size="lg">
        <Link to="/">Back to the clubhouse</Link>
      </Button>
      {!notFound && (
        <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      )}
    </StatusPage>
  );
}
