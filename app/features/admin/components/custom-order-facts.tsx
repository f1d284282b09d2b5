import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import type { CustomOrderJson } from "../../custom-orders/custom-orders.schemas.ts";
import { Fact } from "../../orders/components/order-fact.tsx";
import { usd } from "./order-records.tsx";

const spaced = (v: string) => v.replace(/-/g, " ");
const SIZE: Record<string, string> = {
  "0.75inch": '0.75"',
  "1inch": '1"',
  "1.25inch": '1.25"',
  "1.5inch": '1.5"',
};
export const sizeLabel = (size: string) => SIZE[size] ?? size;

/**
 * Every field of the custom order record (docs/product-rules.md#records), with the options and
 * money it was priced at.
 */
export function CustomOrderFacts({ order }: { order: CustomOrderJson }) {
  return (
    <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
      <Fact label="Quantity">{order.quantity} pins</Fact>
      <Fact label="Size">{sizeLabel(order.size)}</Fact>
      <Fact label="Plating">
        <span className="capitalize">{spaced(order.plating)}</span>
      </Fact>
      <Fact label="Pin back">
        <span className="capitalize">{order.pinBack}</span>
      </Fact>
      <Fact label="Packaging">
        <span className="capitalize">{order.packaging.split(",").map(spaced).join(", ")}</span>
      </Fact>
      <Fact label="Rush">{order.rushOrder ? `Yes (${usd(order.rushOrderFee)})` : "No"}</Fact>
      <Fact label="In hands by">
        {order.inHandsDate ? formatCalendarDate(order.inHandsDate) : "Not given"}
      </Fact>
      <Fact label="Price per pin">{usd(order.pricePerPin)}</Fact>
      <Fact label="Discount">
        {order.discountAmount > 0
          ? `-${usd(order.discountAmount)}${order.promoCode ? ` (${order.promoCode})` : ""}`
          : "None"}
      </Fact>
      {order.adjustmentAmount !== 0 && (
        <Fact label="Adjustment">
          {`${order.adjustmentAmount > 0 ? "+" : "-"}${usd(Math.abs(order.adjustmentAmount))}`}
          {order.adjustmentReason ? (
            <span className="block text-xs font-normal text-muted-foreground">{order.adjustmentReason}</span>
          ) : null}
        </Fact>
      )}
      <Fact label="Pins total">{usd(order.totalPrice)}</Fact>
      <Fact label="Shipping">{order.shippingAmount > 0 ? usd(order.shippingAmount) : "Free"}</Fact>
      <Fact label="Sales tax">{usd(order.taxAmount)}</Fact>
      <Fact label="Total">{usd(order.grandTotal)}</Fact>
      <Fact label="Deposit">
        {usd(order.depositAmount + order.depositTax)}
        {order.depositTax > 0 ? (
          <span className="block text-xs font-normal text-muted-foreground">
            Includes {usd(order.depositTax)} tax
          </span>
        ) : null}
      </Fact>
      <Fact label="Paid">{usd(order.money.netPaid)}</Fact>
      {order.money.refunded > 0 ? <Fact label="Refunded">{usd(order.money.refunded)}</Fact> : null}
      <Fact label="Balance due">{usd(order.money.balanceDue)}</Fact>
      <Fact label="Deposit payment">
        <span className="break-all">{order.depositPaymentId ?? "—"}</span>
      </Fact>
      <Fact label="Balance payment">
        <span className="break-all">{order.balancePaymentId ?? "—"}</span>
      </Fact>
    </dl>
  );
}
