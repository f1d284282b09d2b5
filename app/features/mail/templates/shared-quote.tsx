import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailLine, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

// The builder's "E-mail me this quote": the link that reopens the configured pins on any device,
// with the figures of the day it was saved. Sent only to the address typed in the builder.

export const SharedQuoteDataSchema = z.strictObject({
  url: z.url(),
  /** One line per choice, e.g. "Size: 1 inch", in the builder's words. */
  choices: z.array(z.string().min(1)).min(1),
  total: z.string().min(1),
  deposit: z.string().min(1),
  /** The last day the link works, written out ("December 26, 2026"). */
  validUntil: z.string().min(1),
});
export type SharedQuoteData = z.infer<typeof SharedQuoteDataSchema>;

export const sharedQuoteSubject = (_data: SharedQuoteData, shop: { name: string }) =>
  `Your custom pin quote - ${shop.name}`;

export function SharedQuote({ data, shop }: MailProps<SharedQuoteData>) {
  return (
    <MailLayout shop={shop} preview={`Your custom pin quote: ${data.total}`}>
      <MailHeading>Your custom pin quote</MailHeading>
      <MailText>Here are the pins you configured, with today's price:</MailText>
      {data.choices.map((choice) => (
        <MailText key={choice}>{choice}</MailText>
      ))}
      <MailLine label="Total" value={data.total} strong />
      <MailLine label="Deposit today (10%)" value={data.deposit} />
      <MailButton href={data.url}>Open this quote</MailButton>
      <MailText>
        {`The link reopens the builder with these choices on any device until ${data.validUntil}; the price is worked out again when you open it. Share it with anyone who needs to see it.`}
      </MailText>
    </MailLayout>
  );
}

export const sharedQuote = defineMailTemplate({
  schema: SharedQuoteDataSchema,
  subject: sharedQuoteSubject,
  Component: SharedQuote,
});
