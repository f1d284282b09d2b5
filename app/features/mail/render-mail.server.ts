import { render } from "@react-email/render";
import { createElement } from "react";
import { z } from "zod";
import type { Executor } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { getShopSettings } from "../settings/index.server.ts";
import type { ShopSettings } from "../settings/index.ts";
import type { MailShop, MailTemplate } from "./templates/index.ts";
import { isMailTemplateName, MAIL_TEMPLATES } from "./templates/index.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The shop's details as its e-mails show them, from its settings. */
export function mailShopOf(settings: ShopSettings): MailShop {
  return {
    name: settings.shopName,
    url: env().publicUrl,
    postalAddress: settings.postalAddress,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
  };
}

/** The shop's details as they are now (Settings in /admin), read through the caller's executor. */
export async function mailShop(tx?: Executor): Promise<MailShop> {
  return mailShopOf(await getShopSettings(tx));
}

/**
 * Renders a template to subject, HTML and plain text for `shop` (`mailShop()`); unknown names and
 * bad data throw.
 */
export async function renderMail(template: string, data: unknown, shop: MailShop): Promise<RenderedMail> {
  if (!isMailTemplateName(template)) throw new Error(`Unknown mail template "${template}"`);
  const definition = MAIL_TEMPLATES[template] as MailTemplate<unknown>;
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid data for mail template "${template}":\n${z.prettifyError(parsed.error)}`);
  }
  const element = createElement(definition.Component, { data: parsed.data, shop });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: definition.subject(parsed.data, shop), html, text };
}
