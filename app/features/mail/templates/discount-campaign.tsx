import { Link, Text } from "@react-email/components";
import { z } from "zod";
import { inlineLinkStyle, MAIL_COLORS, MailLayout } from "./mail-layout.tsx";
import { MailButton, MailCodeBox, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const DiscountCampaignDataSchema = z.strictObject({
  code: z.string().min(1),
  /** What the code gives, e.g. "15% off" or "$10.00 off". */
  offer: z.string().min(1),
  /** Its conditions in a sentence ("On orders of $50.00 or more. Valid until June 30, 2026."), or null. */
  terms: z.string().min(1).nullable(),
  shopUrl: z.url(),
  unsubscribeUrl: z.url(),
});
export type DiscountCampaignData = z.infer<typeof DiscountCampaignDataSchema>;

// A mass discount e-mail; it carries the unsubscribe link and (in the layout's footer)
// the shop's postal address, as CAN-SPAM asks of commercial mail.
export const discountCampaignSubject = (data: DiscountCampaignData, shop: { name: string }) =>
  `${data.offer} your next order at ${shop.name}: use code ${data.code}`;

export function DiscountCampaign({ data, shop }: MailProps<DiscountCampaignData>) {
  return (
    <MailLayout shop={shop} preview={`Use code ${data.code} for ${data.offer} your custom golf pins.`}>
      <MailHeading>{`${data.offer} your next order`}</MailHeading>
      <MailText>
        {`A thank-you from ${shop.name}: ${data.offer} your next order of custom golf pins, ball markers or ready-made pins.`}
      </MailText>
      <MailCodeBox code={data.code} />
      {data.terms ? <MailText>{data.terms}</MailText> : null}
      <MailText>Enter the code in the cart or on the last step of the pin builder.</MailText>
      <MailButton href={data.shopUrl}>Design your pins</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", lineHeight: "18px", margin: "18px 0 0" }}>
        {`You are receiving this e-mail because you agreed to hear about offers from ${shop.name}. `}
        <Link href={data.unsubscribeUrl} style={inlineLinkStyle}>
          Unsubscribe
        </Link>
        {" from these e-mails at any time."}
      </Text>
    </MailLayout>
  );
}

export const discountCampaign = defineMailTemplate({
  schema: DiscountCampaignDataSchema,
  subject: discountCampaignSubject,
  Component: DiscountCampaign,
});
