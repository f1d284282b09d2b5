import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailQuote, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// To the shop owner when a customer asks for changes to a mockup; the comment is the
// customer's own text, rendered as text (React escapes it), never as HTML.
export const MockupChangesRequestedDataSchema = z.strictObject({
  orderId: z.number().int().positive(),
  customerName: z.string().min(1),
  customerEmail: z.email(),
  version: z.number().int().positive(),
  comment: z.string().min(1),
  url: z.url(),
});
export type MockupChangesRequestedData = z.infer<typeof MockupChangesRequestedDataSchema>;

export const mockupChangesRequestedSubject = (data: MockupChangesRequestedData) =>
  `Changes requested on order #${data.orderId} (mockup v${data.version})`;

export function MockupChangesRequested({ data, shop }: MailProps<MockupChangesRequestedData>) {
  return (
    <MailLayout shop={shop} preview={`${data.customerName} asked for changes to mockup v${data.version}.`}>
      <MailHeading>{`Changes requested on order #${data.orderId}`}</MailHeading>
      <MailText>
        {`${data.customerName} (${data.customerEmail}) asked for changes to mockup version ${data.version}. The order is back in Design In Progress.`}
      </MailText>
      <MailQuote>{data.comment}</MailQuote>
      <MailButton href={data.url}>Open the order</MailButton>
    </MailLayout>
  );
}

export const mockupChangesRequested = defineMailTemplate({
  schema: MockupChangesRequestedDataSchema,
  subject: mockupChangesRequestedSubject,
  Component: MockupChangesRequested,
});
