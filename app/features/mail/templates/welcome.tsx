import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const WelcomeDataSchema = z.strictObject({ username: z.string().min(1) });
export type WelcomeData = z.infer<typeof WelcomeDataSchema>;

// "Welcome to the product!" with the shop's name (docs/product-rules.md#the-shops-name).
export const welcomeSubject = (_data: WelcomeData, shop: { name: string }) => `Welcome to ${shop.name}!`;

export function Welcome({ data, shop }: MailProps<WelcomeData>) {
  return (
    <MailLayout shop={shop} preview={`Your ${shop.name} account is ready.`}>
      <MailHeading>{`Welcome to ${shop.name}!`}</MailHeading>
      <MailText>{`Hi ${data.username},`}</MailText>
      <MailText>
        Your account is ready. Design your custom pins in our builder, then follow each order from mockup to
        delivery on the order tracking page.
      </MailText>
      <MailButton href={`${shop.url}/custom`}>Design your pins</MailButton>
    </MailLayout>
  );
}

export const welcome = defineMailTemplate({
  schema: WelcomeDataSchema,
  subject: welcomeSubject,
  Component: Welcome,
});
