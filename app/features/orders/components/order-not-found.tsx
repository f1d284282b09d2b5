import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page.tsx";
import { Button } from "../../../components/ui/button.tsx";

/** The guest order page for a link that names no order (unknown, revoked, or archived). */
export function OrderNotFound({ supportEmail }: { supportEmail?: string }) {
  return (
    <StatusPage
      icon={<SearchXIcon aria-hidden="true" />}
      title="Order Not Found"
      detail="This order link may have expired or is invalid. Please contact support for assistance."
    >
      <Button asChild size="lg">
        <Link to="/track-order">Track Your Order</Link>
      </Button>
      {supportEmail && (
        <Button asChild size="lg" variant="outline">
          <a href={`mailto:${supportEmail}`}>Contact support</a>
        </Button>
      )}
    </StatusPage>
  );
}
