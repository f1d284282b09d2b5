import { z } from "zod";
import { MailLayout } from "./mail-layout.tsx";
import { MailButton, MailHeading, MailText } from "./mail-parts.tsx";
import { defineMailTemplate, type MailProps } from "./mail-template.ts";

export const StaffInviteDataSchema = z.strictObject({
  username: z.string().min(1),
  invitedBy: z.string().min(1),
  url: z.url(),
  /** How long the link works, in days. */
  days: z.number().int().positive(),
});
export type StaffInviteData = z.infer<typeof StaffInviteDataSchema>;

export const staffInviteSubject = (_data: StaffInviteData, shop: { name: string }) =>
  `You're invited to help run ${shop.name}`;

/** To a new member of staff: the link to choose a password for their admin account. */
export function StaffInvite({ data, shop }: MailProps<StaffInviteData>) {
  const days = data.days === 1 ? "1 day" : `${data.days} days`;
  return (
    <MailLayout shop={shop} preview={`${data.invitedBy} added you to ${shop.name}'s admin.`}>
      <MailHeading>{`Welcome to ${shop.name}`}</MailHeading>
      <MailText>{`Hi ${data.username},`}</MailText>
      <MailText>
        {`${data.invitedBy} invited you to help run ${shop.name}: orders, products, posts and customers. `}
        Choose your password with the button below, then sign in with your username.
      </MailText>
      <MailButton href={data.url}>Choose your password</MailButton>
      <MailText>{`Your username is ${data.username}. The link works once and expires in ${days}.`}</MailText>
      <MailText>If you did not expect this, you can ignore this message.</MailText>
    </MailLayout>
  );
}

export const staffInvite = defineMailTemplate({
  schema: StaffInviteDataSchema,
  subject: staffInviteSubject,
  Component: StaffInvite,
});
