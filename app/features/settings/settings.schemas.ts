import { z } from "zod";

// The shop's settings as the owner edits them in /admin and the API takes and answers them.
// Browser-safe: the settings form checks its fields with these same schemas.

/** The events that can e-mail the owner, in the order the form lists them. */
export const OWNER_NOTICE_EVENTS = [
  { id: "newOrder", label: "New order", description: "A shopper paid for ready-made pins." },
  {
    id: "newCustomOrder",
    label: "New custom order",
    description: "A customer paid a custom order's deposit.",
  },
  { id: "balancePaid", label: "Balance paid", description: "A customer paid a custom order's balance." },
  { id: "mockupApproved", label: "Mockup approved", description: "A customer approved a mockup." },
  {
    id: "mockupChangesRequested",
    label: "Mockup changes requested",
    description: "A customer asked for changes to a mockup.",
  },
  { id: "commentPending", label: "Comment to moderate", description: "A visitor commented on a blog post." },
  { id: "lowStock", label: "Low stock", description: "A product fell to its low-stock level." },
] as const;

export type OwnerNoticeEvent = (typeof OWNER_NOTICE_EVENTS)[number]["id"];

/** Until the owner sets one: ten rush orders a month. */
export const DEFAULT_RUSH_CAPACITY = 10;
/** More than any workshop can make in a month: a larger number is a typing mistake. */
export const MAX_RUSH_CAPACITY = 1000;

const EMAIL_MAX_LENGTH = 254;

const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(EMAIL_MAX_LENGTH, message));

const text = (field: string, max: number) =>
  z
    .string({ error: `Enter the ${field}` })
    .trim()
    .min(1, `Enter the ${field}`)
    .max(max, `The ${field} must be at most ${max} characters`)
    // One line: it is set inline in the footer of pages and e-mails.
    .regex(/^[^\r\n]*$/, `Write the ${field} on one line`);

const PHONE_MESSAGE = "Enter a phone number, e.g. (949) 555-0148";

export const OwnerNoticesSchema = z.strictObject(
  Object.fromEntries(
    OWNER_NOTICE_EVENTS.map((e) => [e.id, z.boolean({ error: "Choose on or off" })]),
  ) as Record<OwnerNoticeEvent, z.ZodBoolean>,
);
export type OwnerNotices = z.infer<typeof OwnerNoticesSchema>;

/** `PUT /api/admin/settings`: every setting at once; `GET` answers the same shape. */
export const ShopSettingsSchema = z.strictObject({
  shopName: text("shop's name", 100),
  supportEmail: email("Enter the support e-mail address, e.g. hello@example.com"),
  supportPhone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .regex(/^\+?[\d\s().-]{7,30}$/, PHONE_MESSAGE),
  postalAddress: text("postal address", 300),
  rushCapacityPerMonth: z
    .number({ error: "Enter a whole number of rush orders" })
    .int("Enter a whole number of rush orders")
    .min(0, "Enter a whole number of rush orders")
    .max(MAX_RUSH_CAPACITY, `At most ${MAX_RUSH_CAPACITY} rush orders a month`),
  ownerNoticeEmail: email("Enter the e-mail address for your notices"),
  ownerNotices: OwnerNoticesSchema,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
