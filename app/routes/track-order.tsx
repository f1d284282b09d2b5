import { SearchIcon } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { Await, useSearchParams } from "react-router";
import { Input } from "../components/ui/input.tsx";
import { Label } from "../components/ui/label.tsx";
import { listUserCustomOrders } from "../features/custom-orders/index.server.ts";
import { FindMyOrder } from "../features/orders/components/find-my-order.tsx";
import { OrdersBoard } from "../features/orders/components/orders-board.tsx";
import { OrdersSkeleton } from "../features/orders/components/orders-skeleton.tsx";
import { OrdersUnavailable } from "../features/orders/components/orders-unavailable.tsx";
import { VerifyEmailHint } from "../features/orders/components/verify-email-hint.tsx";
import { listUserOrders } from "../features/orders/index.server.ts";
import { trackTarget } from "../features/orders/index.ts";
import { requestContext } from "../lib/context.ts";
import { useRootData } from "../lib/root-data.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/track-order";

/**
 * `/track-order`: the signed-in customer's own orders. A guest gets no order data at all: they
 * find an order by its number and e-mail, and the private link goes to that e-mail. The lists stream in after the
 * page's frame, so the page appears at once with their outline.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  if (!user) return { user: null };
  const lists = Promise.all([listUserCustomOrders(user), listUserOrders(user)]).then(
    ([customOrders, orders]) => ({ customOrders, orders }),
  );
  return { user: { email: user.email, emailVerified: user.emailVerified }, lists };
}

/** A customer's orders are theirs alone: no shared cache may keep the page. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Track Your Order",
    description: "Follow your custom and ready-made pin orders from artwork to delivery.",
    path: "/track-order",
    noindex: true,
  });

export default function TrackOrderPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const target = useMemo(() => trackTarget(params), [params]);
  const [filterText, setFilterText] = useState("");
  const supportEmail = useRootData()?.shop.supportEmail;
  const signedIn = loaderData.user && "lists" in loaderData ? loaderData : null;

  return (
    <main className="flex-1 bg-gradient-to-b from-secondary/40 to-background">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-end">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Your orders</p>
            <h1 className="mt-2 text-3xl sm:text-4xl">Track Your Order</h1>
            <p className="mt-2 max-w-xl text-muted-foreground">
              Every order you place, from artwork to delivery, in one place.
            </p>
          </div>
          {signedIn && (
            <div className="rounded-2xl border bg-card p-4 shadow-xs">
              <Label htmlFor="order-number">Order Number</Label>
              <div className="relative mt-2">
                <SearchIcon
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="order-number"
                  type="search"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={32}
                  placeholder="Enter order number"
                  className="h-11 pl-9"
                  value={filterText}
                  onChange={(event) => setFilterText(event.target.value)}
                />
              </div>
            </div>
          )}
        </div>

        {signedIn ? (
          <>
            {!signedIn.user.emailVerified && <VerifyEmailHint email={signedIn.user.email} />}
            <Suspense fallback={<OrdersSkeleton />}>
              <Await resolve={signedIn.lists} errorElement={<OrdersUnavailable />}>
                {(lists) => (
                  <OrdersBoard
                    customOrders={lists.customOrders}
                    orders={lists.orders}
                    filterText={filterText}
                    onClearFilter={() => setFilterText("")}
                    target={target}
                    supportEmail={supportEmail}
                  />
                )}
              </Await>
            </Suspense>
          </>
        ) : (
          <FindMyOrder orderNumber={target?.id} />
        )}
      </div>
    </main>
  );
}
