// The shop's details for rendering an e-mail in a unit test, with no database to read the
// settings from: the environment's defaults, which a shop uses until the owner saves Settings.
import type { MailShop } from "../../app/features/mail/templates/index.ts";
import { env } from "../../app/lib/env.server.ts";

export function defaultMailShop(): MailShop {
  const e = env();
  return {
    name: e.SHOP_NAME,
    url: e.publicUrl,
    postalAddress: e.POSTAL_ADDRESS,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
  };
}
