import { formatUsd } from "../../lib/money.ts";
import type { DiscountCodeTerms } from "../discounts/index.ts";
import type { DiscountCampaignData } from "../mail/templates/index.ts";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "15% off" or "$10.00 off", as the e-mail's subject and heading say it. */
export function describeOffer(code: Pick<DiscountCodeTerms, "discountType" | "discountValue">): string {
  return code.discountType === "percentage"
    ? `${code.discountValue}% off`
    : `${formatUsd(code.discountValue)} off`;
}

/** The code's conditions as a sentence for the e-mail, or null when it has none worth saying. */
export function describeTerms(
  code: Pick<DiscountCodeTerms, "minimumOrderAmountCents" | "endsAt">,
): string | null {
  const parts: string[] = [];
  if (code.minimumOrderAmountCents)
    parts.push(`On orders of ${formatUsd(code.minimumOrderAmountCents)} or more.`);
  // endsAt is the first moment the code no longer works; the last valid day is the one before.
  if (code.endsAt) parts.push(`Valid until ${LONG_DATE.format(new Date(code.endsAt.getTime() - 1))}.`);
  return parts.length ? parts.join(" ") : null;
}

/** The discount-campaign template's data for a code. */
export function campaignMailData(
  code: Pick<
    DiscountCodeTerms,
    "code" | "discountType" | "discountValue" | "minimumOrderAmountCents" | "endsAt"
  >,
  links: { shopUrl: string; unsubscribeUrl: string },
): DiscountCampaignData {
  return { code: code.code, offer: describeOffer(code), terms: describeTerms(code), ...links };
}
