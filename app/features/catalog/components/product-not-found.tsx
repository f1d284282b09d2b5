import { NotFound } from "../../../components/not-found.tsx";

/** A missing product, with the way back to the shop. */
export function ProductNotFound() {
  return (
    <NotFound
      title="Product Not Found"
      detail="The product you're looking for doesn't exist or has been removed."
      backTo="/#shop"
      backLabel="Browse All Products"
    />
  );
}
