import type { ComponentType } from "react";
import type { z } from "zod";

/** The shop's details every e-mail carries (campaign mail must show the postal address). */
export interface MailShop {
  name: string;
  url: string;
  postalAddress: string;
  supportEmail: string;
  supportPhone: string;
}

export interface MailProps<D> {
  data: D;
  shop: MailShop;
}

export interface MailTemplate<D> {
  /** Validates the data a caller passes, so a bad call fails where it is made. */
  schema: z.ZodType<D>;
  subject: (data: D, shop: MailShop) => string;
  Component: ComponentType<MailProps<D>>;
}

/** Ties a template's schema, subject and component to one data type. */
export function defineMailTemplate<D>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}
