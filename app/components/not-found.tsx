import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "./status-page.tsx";
import { buttonVariants } from "./ui/button-variants.ts";

/** A page for something that does not exist, with one link back to where to look instead. */
export function NotFound({
  title,
  detail,
  backTo,
  backLabel,
}: {
  title: string;
  detail: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <StatusPage icon={<SearchXIcon aria-hidden="true" />} title={title} detail={detail}>
      <Link to={backTo} className={buttonVariants({ size: "lg" })}>
        {backLabel}
      </Link>
    </StatusPage>
  );
}
