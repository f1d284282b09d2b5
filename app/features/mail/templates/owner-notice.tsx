import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailQuote, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// To the shop owner when something waits for them (a new cart order, an approved mockup, a
// comment to moderate): what happened, and a button straight to that order or comment in the
// admin dashboard. Quoted text is the customer's own, rendered as text, never as HTML.
export const OwnerNoticeDataSchema = z.strictObject({
  subject: z.string().min(1).max(200),
  heading: z.string().min(1).max(200),
  lines: z.array(z.string().min(1)).max(20),
  quote: z.string().min(1).nullable().default(null),
  action: z.string().min(1).max(80),
  url: z.url(),
});
export type OwnerNoticeData = z.infer<typeof OwnerNoticeDataSchema>;

export function OwnerNotice({ data, shop }: MailProps<OwnerNoticeData>) {
  return (
    <MailLayout shop={shop} preview={data.lines[0] ?? data.heading}>
      <MailHeading>{data.heading}</MailHeading>
      {data.lines.map((line) => (
        <MailText key={line}>{line}</MailText>
      ))}
      {data.quote ? <MailQuote>{data.quote}</MailQuote> : null}
      <MailButton href={data.url}>{data.action}</MailButton>
    </MailLayout>
  );
}

export const ownerNotice = defineMailTemplate({
  schema: OwnerNoticeDataSchema,
  subject: (data: OwnerNoticeData) => data.subject,
  Component: OwnerNotice,
});
