import { render } from "@react-email/render";
import { createElement } from "react";
import { z } from "zod";
import { env } from "../../lib/env.server.ts";
import type { MailShop, MailTemplate } from "./templates/index.ts";
import { isMailTemplateName, MAIL_TEMPLATES } from "./templates/index.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function mailShop(): MailShop {
  const e = env();
  return {
    name: e.SHOP_NAME,
    url: e.publicUrl,
    postalAddress: e.POSTAL_ADDRESS,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
  };
}

/** Renders a template to subject, HTML and plain text; unknown names and bad data throw. */
export async function renderMail(template: string, data: unknown): Promise<RenderedMail> {
  if (!isMailTemplateName(template)) throw new Error(`Unknown mail template "${template}"`);
  const definition = MAIL_TEMPLATES[template] as MailTemplate<unknown>;
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid data for mail template "${template}":\n${z.prettifyError(parsed.error)}`);
  }
  const shop = mailShop();
  const element = createElement(definition.Component, { data: parsed.data, shop });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: definition.subject(parsed.data, shop), html, text };
}
