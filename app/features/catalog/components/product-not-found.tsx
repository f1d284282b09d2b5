import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";

/** A missing product, with the way back to the shop. */
export function ProductNotFound() {
  return (
    <StatusPage
      icon={<SearchXIcon aria-hidden="true" />}
      title="Product Not Found"
      detail="The product you're looking for doesn't exist or has been removed."
    >
      <Link to="/#shop" className={buttonVariants({ size: "lg" })}>
        Browse All Products
      </Link>
    </StatusPage>
  );
}
