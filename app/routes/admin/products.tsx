import { useNavigate, useParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ProductsSection } from "../../features/catalog/components/admin/products-section.tsx";
import { adminPath, readAdminId } from "../../lib/admin-links.ts";
import { adminMeta } from "./meta.ts";

export const meta = adminMeta("products");

/** The catalogue, and at `/admin/products/:id` that product's editor. */
export default function AdminProducts() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <AdminPage section="products">
      <ProductsSection
        openId={readAdminId(id)}
        onOpen={(product) =>
          navigate(adminPath({ section: "products", product: product ?? undefined }), {
            preventScrollReset: true,
          })
        }
      />
    </AdminPage>
  );
}
