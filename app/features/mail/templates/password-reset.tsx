import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const PasswordResetDataSchema = z.strictObject({ username: z.string().min(1), url: z.url() });
export type PasswordResetData = z.infer<typeof PasswordResetDataSchema>;

export const passwordResetSubject = (_data: PasswordResetData, shop: { name: string }) =>
  `Reset your ${shop.name} password`;

export function PasswordReset({ data, shop }: MailProps<PasswordResetData>) {
  return (
    <MailLayout shop={shop} preview="A link to choose a new password.">
      <MailHeading>Reset your password</MailHeading>
      <MailText>{`Hi ${data.username},`}</MailText>
      <MailText>
        {`We received a request to reset the password of your ${shop.name} account. `}
        Choose a new one with the button below; the link works once and expires soon.
      </MailText>
      <MailButton href={data.url}>Choose a new password</MailButton>
      <MailText>If you did not ask for this, ignore this message: your password stays as it is.</MailText>
    </MailLayout>
  );
}

export const passwordReset = defineMailTemplate({
  schema: PasswordResetDataSchema,
  subject: passwordResetSubject,
  Component: PasswordReset,
});
