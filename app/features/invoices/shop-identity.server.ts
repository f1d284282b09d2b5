import { env } from "../../lib/env.server.ts";
import { getShopSettings } from "../settings/index.server.ts";

/** Who issues the invoice: the shop's name, postal address and support contact. */
export interface InvoiceShop {
  name: string;
  postalAddress: string;
  supportEmail: string;
  supportPhone: string;
  url: string;
  /** The shop's calendar, in which the invoice's dates are written. */
  timeZone: string;
}

/**
 * The shop's identity on every invoice, from the owner's settings (the environment gives only
 * the defaults), read afresh each time so a changed address is on the next invoice; the one
 * place it is read.
 */
export async function invoiceShop(): Promise<InvoiceShop> {
  const e = env();
  const shop = await getShopSettings();
  return {
    name: shop.shopName,
    postalAddress: shop.postalAddress,
    supportEmail: shop.supportEmail,
    supportPhone: shop.supportPhone,
    url: e.publicUrl,
    timeZone: e.SHOP_TIME_ZONE,
  };
}
