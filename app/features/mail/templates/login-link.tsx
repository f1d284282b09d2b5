import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const LoginLinkDataSchema = z.strictObject({
  username: z.string().min(1),
  url: z.url(),
  /** How long the link works, in minutes. */
  minutes: z.number().int().positive(),
});
export type LoginLinkData = z.infer<typeof LoginLinkDataSchema>;

export const loginLinkSubject = (_data: LoginLinkData, shop: { name: string }) =>
  `Your ${shop.name} sign-in link`;

/** A one-time link that signs the account holder in without their password. */
export function LoginLink({ data, shop }: MailProps<LoginLinkData>) {
  return (
    <MailLayout shop={shop} preview="A link to sign in without your password.">
      <MailHeading>Sign in to your account</MailHeading>
      <MailText>{`Hi ${data.username},`}</MailText>
      <MailText>
        {`Someone asked to sign in to your ${shop.name} account with a link instead of a password. `}
        {`If it was you, use the button below: the link works once and expires in ${data.minutes} minutes.`}
      </MailText>
      <MailButton href={data.url}>Sign in</MailButton>
      <MailText>
        If you did not ask for this, ignore this message: nobody can use the link without this mailbox, and
        your password stays as it is.
      </MailText>
    </MailLayout>
  );
}

export const loginLink = defineMailTemplate({
  schema: LoginLinkDataSchema,
  subject: loginLinkSubject,
  Component: LoginLink,
});
