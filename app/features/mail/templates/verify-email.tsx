import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const VerifyEmailDataSchema = z.strictObject({ username: z.string().min(1), url: z.url() });
export type VerifyEmailData = z.infer<typeof VerifyEmailDataSchema>;

export const verifyEmailSubject = (_data: VerifyEmailData, shop: { name: string }) =>
  `Confirm your e-mail address for ${shop.name}`;

export function VerifyEmail({ data, shop }: MailProps<VerifyEmailData>) {
  return (
    <MailLayout shop={shop} preview="One click to confirm your e-mail address.">
      <MailHeading>Confirm your e-mail address</MailHeading>
      <MailText>{`Hi ${data.username},`}</MailText>
      <MailText>
        {`Thanks for creating your ${shop.name} account. `}
        Please confirm that this address is yours, so we can show you every order placed under it.
      </MailText>
      <MailButton href={data.url}>Confirm e-mail address</MailButton>
      <MailText>If you did not create an account, you can ignore this message.</MailText>
    </MailLayout>
  );
}

export const verifyEmail = defineMailTemplate({
  schema: VerifyEmailDataSchema,
  subject: verifyEmailSubject,
  Component: VerifyEmail,
});
