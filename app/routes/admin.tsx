import { redirect } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { loginPath } from "../features/accounts/index.ts";
import { CustomOrdersPanel } from "../features/admin/components/custom-orders-panel.tsx";
import { CustomersEmailTab } from "../features/admin/components/customers-email-tab.tsx";
import { DiscountCodesPanel } from "../features/admin/components/discount-codes-panel.tsx";
import { OverviewPanel } from "../features/admin/components/overview-panel.tsx";
import { RegularOrdersPanel } from "../features/admin/components/regular-orders-panel.tsx";
import { BlogPanel } from "../features/blog/components/admin/blog-panel.tsx";
import { requestContext } from "../lib/context.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

// The page checks the role on the server; every admin API call checks it again.
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  if (user?.role !== "admin") throw redirect(loginPath("/admin"));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Admin Dashboard",
    description: "Manage custom orders, discount codes and blog posts.",
    path: "/admin",
    noindex: true,
  });

// The dashboard's tabs, plus a trigger for the regular-orders panel the first design left without one.
const TABS = [
  // Issue 7: the figures first; the original tabs follow unchanged.
  { value: "overview", label: "Overview", panel: <OverviewPanel /> },
  { value: "custom-orders", label: "Custom Orders", panel: <CustomOrdersPanel /> },
  { value: "regular-orders", label: "Regular Orders", panel: <RegularOrdersPanel /> },
  { value: "discount-codes", label: "Discount Codes", panel: <DiscountCodesPanel /> },
  { value: "blog", label: "Blog Management", panel: <BlogPanel /> },
  // The mass discount e-mail and customer import, with the mail outbox.
  { value: "customers-email", label: "Customers & Email", panel: <CustomersEmailTab /> },
] as const;

export default function AdminPage() {
  return (
    <main className="flex-1 bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Manage custom orders and regular orders</p>
        <Tabs defaultValue="overview" className="mt-8 gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit">
            {TABS.map((t) => (
              <TabsTrigger
                key={t.value}
                value={t.value}
                className="min-h-9 px-2 leading-tight whitespace-normal sm:px-3 lg:whitespace-nowrap"
              >
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.panel}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </main>
  );
}
