import { Text } from "@react-email/components";
import { z } from "zod";
import { MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailCodeBox, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const ExitIntentCodeDataSchema = z.strictObject({
  code: z.string().min(1),
  /** What the code gives, e.g. "15% off". */
  offer: z.string().min(1),
  /** The last day the offer is promised for (valid 30 days), YYYY-MM-DD. */
  validUntil: z.iso.date(),
});
export type ExitIntentCodeData = z.infer<typeof ExitIntentCodeDataSchema>;

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

// The exit-intent popup's code, sent to the address the visitor gave.
export const exitIntentCodeSubject = (data: ExitIntentCodeData, shop: { name: string }) =>
  `Your ${data.offer} code from ${shop.name}: ${data.code}`;

export function ExitIntentCode({ data, shop }: MailProps<ExitIntentCodeData>) {
  const until = LONG_DATE.format(new Date(`${data.validUntil}T00:00:00Z`));
  return (
    <MailLayout shop={shop} preview={`Use code ${data.code} for ${data.offer} your custom golf pins.`}>
      <MailHeading>{`Here is ${data.offer} your order`}</MailHeading>
      <MailText>
        Thanks for stopping by. As promised, here is your code for custom pins, ball markers or ready-made
        pins:
      </MailText>
      <MailCodeBox code={data.code} />
      <MailText>
        {`Use it by ${until}: enter it in the cart or on the last step of the pin builder.`}
      </MailText>
      <MailButton href={`${shop.url}/custom`}>Design your pins</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", lineHeight: "18px", margin: "18px 0 0" }}>
        {`You asked for this code on the ${shop.name} website. We'll also send you occasional offers; each one has a link to unsubscribe at any time.`}
      </Text>
    </MailLayout>
  );
}

export const exitIntentCode = defineMailTemplate({
  schema: ExitIntentCodeDataSchema,
  subject: exitIntentCodeSubject,
  Component: ExitIntentCode,
});
