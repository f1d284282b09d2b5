import { Text } from "@react-email/components";
import { z } from "zod";
import { formatUsd } from "../../../lib/money.ts";
import { MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailQuote, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// The mockup-ready e-mail: the customer's private proof link (approve or ask for changes) and the
// private link back to the order.
export const MockupReadyDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  version: z.number().int().positive(),
  quantity: z.number().int().positive(),
  size: z.string().min(1),
  plating: z.string().min(1),
  note: z.string().nullable(),
  proofUrl: z.url(),
  orderUrl: z.url(),
  /** The owner's re-quote with this version: the order's total before and after, and why. */
  requote: z
    .strictObject({
      previousTotalCents: z.number().int().min(0),
      totalCents: z.number().int().min(0),
      reason: z.string().max(200).nullable(),
    })
    .optional(),
});
export type MockupReadyData = z.infer<typeof MockupReadyDataSchema>;

export const mockupReadySubject = (data: MockupReadyData, shop: { name: string }) =>
  data.version === 1
    ? `Your mockup for order #${data.orderId} is ready - ${shop.name}`
    : `Mockup version ${data.version} for order #${data.orderId} is ready - ${shop.name}`;

export function MockupReady({ data, shop }: MailProps<MockupReadyData>) {
  return (
    <MailLayout
      shop={shop}
      preview={`Review your mockup for order #${data.orderId} and approve it or ask for changes.`}
    >
      <MailHeading>{`Your mockup is ready to review`}</MailHeading>
      <MailText>{`Hi ${data.customerName},`}</MailText>
      <MailText>
        {`${data.version === 1 ? "The mockup" : `Version ${data.version} of the mockup`} for order #${data.orderId} (${data.quantity} pins, ${data.size}, ${data.plating}) is ready. Please look it over: approve it and we will send you the link to pay the balance, or tell us what you would like changed.`}
      </MailText>
      {data.requote ? (
        <MailText>
          {`This version comes with a new price: ${formatUsd(data.requote.totalCents)} (was ${formatUsd(data.requote.previousTotalCents)})${data.requote.reason ? `. ${data.requote.reason}` : ""}. Approving the design approves the new price.`}
        </MailText>
      ) : null}
      {data.note ? <MailQuote>{`A note from our designer: ${data.note}`}</MailQuote> : null}
      <MailButton href={data.proofUrl}>Review your mockup</MailButton>
      <MailText>{`You can also follow your order at any time:`}</MailText>
      <MailButton href={data.orderUrl}>View your order</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", margin: "0 0 14px" }}>
        These links are private to you. Please do not forward this e-mail.
      </Text>
    </MailLayout>
  );
}

export const mockupReady = defineMailTemplate({
  schema: MockupReadyDataSchema,
  subject: mockupReadySubject,
  Component: MockupReady,
});
