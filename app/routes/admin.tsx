import { FileTextIcon } from "lucide-react";
import type * as React from "react";
import { redirect } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { loginPath } from "../features/accounts/redirect-to.ts";
import { CustomOrdersPanel } from "../features/admin/components/custom-orders-panel.tsx";
import { DiscountCodesPanel } from "../features/admin/components/discount-codes-panel.tsx";
import { RegularOrdersPanel } from "../features/admin/components/regular-orders-panel.tsx";
import { requestContext } from "../lib/context.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

// D4: the page checks the role on the server; every admin API call checks it again.
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

// Section 2's tabs, plus a trigger for the regular-orders panel the specification leaves without one.
const TABS = [
  { value: "custom-orders", label: "Custom Orders", panel: <CustomOrdersPanel /> },
  { value: "regular-orders", label: "Regular Orders", panel: <RegularOrdersPanel /> },
  { value: "discount-codes", label: "Discount Codes", panel: <DiscountCodesPanel /> },
  {
    value: "blog",
    label: "Blog Management",
    panel: (
      <EmptyPanel Icon={FileTextIcon}>
        Blog posts you write will be listed here, drafts and published alike.
      </EmptyPanel>
    ),
  },
] as const;

function EmptyPanel({
  Icon,
  children,
}: {
  Icon: React.ComponentType<{ className?: string }>;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

export default function AdminPage() {
  return (
    <main className="flex-1 bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Manage custom orders and regular orders</p>
        <Tabs defaultValue="custom-orders" className="mt-8 gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit">
            {TABS.map((t) => (
              <TabsTrigger
                key={t.value}
                value={t.value}
                className="min-h-9 px-2 leading-tight whitespace-normal sm:px-3"
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
