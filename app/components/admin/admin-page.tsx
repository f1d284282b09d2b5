import type { ReactNode } from "react";
import { type AdminSectionId, adminSection } from "./admin-sections.ts";

/** A section's screen: its heading and line from the registry, then its content. */
export function AdminPage({ section, children }: { section: AdminSectionId; children: ReactNode }) {
  const { label, description } = adminSection(section);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl sm:text-3xl">{label}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
