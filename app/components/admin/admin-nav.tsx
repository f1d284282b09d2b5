import { NavLink } from "react-router";
import { cx } from "../../lib/cx.ts";
import { ADMIN_SECTIONS } from "./admin-sections.ts";

/**
 * The admin's section links, from the section registry. The current section (an order inside
 * it included) is marked with aria-current="page" by NavLink and drawn as selected.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <NavLink
              to={section.path}
              end={section.id === "overview"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive
                    ? "bg-primary text-primary-foreground shadow-sm"
                    : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
                )
              }
            >
              <section.icon aria-hidden="true" className="size-4 shrink-0" />
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
