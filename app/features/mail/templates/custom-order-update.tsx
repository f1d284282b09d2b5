import { z } from "zod";
import { formatCalendarDate } from "../../../lib/calendar-days.ts";
import { formatUsd } from "../../../lib/money.ts";
import { MailLayout } from "./mail-layout.tsx";
import { MailHeading, MailOrderPageButton, MailText, MailTracking } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// What a custom order's customer hears at each of the admin's steps after the balance:
// production, shipping (with tracking), delivery, and a cancellation (with what was refunded).
// Each carries the private link back to the order page (`/orders/{token}`).

export const CUSTOM_ORDER_UPDATE_STEPS = ["in_production", "shipped", "delivered", "cancelled"] as const;
export type CustomOrderUpdateStep = (typeof CUSTOM_ORDER_UPDATE_STEPS)[number];

export const CustomOrderUpdateDataSchema = z.strictObject({
  step: z.enum(CUSTOM_ORDER_UPDATE_STEPS),
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  quantity: z.number().int().positive(),
  trackingNumber: z.string().min(1).nullable().default(null),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  refundedCents: z.number().int().min(0).default(0),
  /** The day the customer needs the pins by (YYYY-MM-DD), if they gave one. */
  inHandsDate: z.iso.date().nullable().default(null),
  url: z.url(),
});
export type CustomOrderUpdateData = z.infer<typeof CustomOrderUpdateDataSchema>;

const HEADINGS: Record<CustomOrderUpdateStep, string> = {
  in_production: "Your pins are in production",
  shipped: "Your pins are on their way",
  delivered: "Your pins have been delivered",
  cancelled: "Your order has been cancelled",
};

export const customOrderUpdateSubject = (data: CustomOrderUpdateData, shop: { name: string }) => {
  const n = `#${data.orderId}`;
  const subjects: Record<CustomOrderUpdateStep, string> = {
    in_production: `Order ${n} is in production - ${shop.name}`,
    shipped: `Order ${n} has shipped - ${shop.name}`,
    delivered: `Order ${n} has been delivered - ${shop.name}`,
    cancelled: `Order ${n} has been cancelled - ${shop.name}`,
  };
  return subjects[data.step];
};

function Body({ data }: { data: CustomOrderUpdateData }) {
  const pins = `${data.quantity} custom pins`;
  switch (data.step) {
    case "in_production":
      return (
        <MailText>
          {`Good news: your ${pins} for order #${data.orderId} are being made.${data.inHandsDate ? ` You told us you need them by ${formatCalendarDate(data.inHandsDate)}.` : ""} We will e-mail you the tracking number as soon as they ship.`}
        </MailText>
      );
    case "shipped":
      return <Shipped data={data} />;
    case "delivered":
      return (
        <MailText>
          {`Order #${data.orderId} has been delivered. We hope your ${pins} look great on the course. If anything is not right, just reply to this e-mail. Need more? You can reorder the same pins from your order page.`}
        </MailText>
      );
    case "cancelled":
      return (
        <MailText>
          {data.refundedCents > 0
            ? `Order #${data.orderId} has been cancelled and ${formatUsd(data.refundedCents)} has been refunded to your PayPal account. PayPal will confirm the refund separately.`
            : `Order #${data.orderId} has been cancelled. If you have questions about it, just reply to this e-mail.`}
        </MailText>
      );
  }
}

function Shipped({ data }: { data: CustomOrderUpdateData }) {
  if (!data.trackingNumber) {
    return (
      <MailText>
        {`Your ${data.quantity} custom pins for order #${data.orderId} have shipped. We will send the tracking number as soon as the carrier gives it to us.`}
      </MailText>
    );
  }
  return (
    <MailTracking
      lead={`Your ${data.quantity} custom pins for order #${data.orderId} have shipped.`}
      number={data.trackingNumber}
      url={data.trackingUrl}
    />
  );
}

export function CustomOrderUpdate({ data, shop }: MailProps<CustomOrderUpdateData>) {
  return (
    <MailLayout shop={shop} preview={customOrderUpdateSubject(data, shop)}>
      <MailHeading>{HEADINGS[data.step]}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <Body data={data} />
      <MailOrderPageButton href={data.url} />
    </MailLayout>
  );
}

export const customOrderUpdate = defineMailTemplate({
  schema: CustomOrderUpdateDataSchema,
  subject: customOrderUpdateSubject,
  Component: CustomOrderUpdate,
});
