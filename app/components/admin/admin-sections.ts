import {
  ChartColumnIcon,
  ClipboardListIcon,
  ContactIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  NewspaperIcon,
  PackageIcon,
  PaletteIcon,
  SettingsIcon,
  TicketPercentIcon,
  TruckIcon,
  UsersIcon,
} from "lucide-react";

/**
 * The sections of the admin, in the sidebar's order. A section is one entry here plus its route
 * under the admin layout in app/routes.ts; its path is `/admin/<id>` (the overview is `/admin`),
 * and an item of it, where it has items, is `/admin/<id>/<itemId>`.
 */
export const ADMIN_SECTIONS = [
  {
    id: "overview",
    label: "Overview",
    icon: LayoutDashboardIcon,
    path: "/admin",
    description: "Sales, orders and visits at a glance.",
  },
  {
    id: "custom-orders",
    label: "Custom Orders",
    icon: PaletteIcon,
    path: "/admin/custom-orders",
    description: "Custom pin orders: mockups, payments, production and shipping.",
  },
  {
    id: "orders",
    label: "Orders",
    icon: ClipboardListIcon,
    path: "/admin/orders",
    description: "Orders for ready-made pins from the shop.",
  },
  {
    id: "products",
    label: "Products",
    icon: PackageIcon,
    path: "/admin/products",
    description: "Ready-made pins: prices, pictures, stock and what the shop shows.",
  },
  {
    id: "shipping-tax",
    label: "Shipping & Tax",
    icon: TruckIcon,
    path: "/admin/shipping-tax",
    description: "What shipping costs by place, and the sales tax by US state.",
  },
  {
    id: "discount-codes",
    label: "Discount Codes",
    icon: TicketPercentIcon,
    path: "/admin/discount-codes",
    description: "Codes customers enter at checkout.",
  },
  {
    id: "blog",
    label: "Blog",
    icon: NewspaperIcon,
    path: "/admin/blog",
    description: "Posts, and the comments waiting for moderation.",
  },
  {
    id: "customers",
    label: "Customers",
    icon: ContactIcon,
    path: "/admin/customers",
    description: "Everyone who bought, signed up or was imported, with their orders and consent.",
  },
  {
    id: "customers-email",
    label: "Customers & Email",
    icon: MailIcon,
    path: "/admin/customers-email",
    description: "Customer lists, discount e-mails and the mail outbox.",
  },
  {
    id: "reports",
    label: "Reports",
    icon: ChartColumnIcon,
    path: "/admin/reports",
    description:
      "Sales, refunds, deposits, shipping and tax, discount codes, best sellers and visits for any range of days; CSV exports.",
  },
  {
    id: "audit",
    label: "Audit log",
    icon: HistoryIcon,
    path: "/admin/audit",
    description: "Who changed what in the admin, when, and from which address.",
  },
  {
    id: "staff",
    label: "Staff",
    icon: UsersIcon,
    path: "/admin/staff",
    description: "The people who run the shop with you: invite, disable or enable an admin.",
  },
  {
    id: "settings",
    label: "Settings",
    icon: SettingsIcon,
    path: "/admin/settings",
    description: "The shop's details, its rush capacity and the e-mails you get.",
  },
] as const satisfies readonly AdminSection[];

export interface AdminSection {
  id: string;
  /** The sidebar's text and the section's heading. */
  label: string;
  icon: LucideIcon;
  path: string;
  /** One line under the heading. */
  description: string;
}

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]["id"];

/** The section with this id. */
export function adminSection(id: AdminSectionId): AdminSection {
  return ADMIN_SECTIONS.find((s) => s.id === id)!;
}
