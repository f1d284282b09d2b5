import { type AdminSectionId, adminSection } from "../../components/admin/admin-sections.ts";
import { seo } from "../../lib/seo.ts";

/** A section's meta tags: its label as the title, its path, and never indexed. */
export function adminMeta(id: AdminSectionId) {
  const { label, description, path } = adminSection(id);
  return ({ matches }: { matches: Parameters<typeof seo>[0] }) =>
    seo(matches, { title: `${label} · Admin`, description, path, noindex: true });
}
