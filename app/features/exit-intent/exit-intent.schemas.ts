import { z } from "zod";

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";

/**
 * `POST /api/exit-intent-discount {email, discountCode}`. Not strict, and the
 * client's `discountCode` is read only to be ignored: the offer is always the shop's own code.
 */
export const ExitIntentRequestSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, EMAIL_INVALID)
    .pipe(z.email({ error: EMAIL_INVALID }))
    .transform((v) => v.toLowerCase()),
  discountCode: z.unknown().optional(),
});
export type ExitIntentRequest = z.infer<typeof ExitIntentRequestSchema>;

export interface ExitIntentSentJson {
  sent: true;
  discountCode: string;
  percentOff: number;
  /** The last day (YYYY-MM-DD, UTC) the e-mail promises, 30 days from now. */
  validUntil: string;
}

/** `GET /api/exit-intent-discount`: whether the offer's code can be used right now. */
export interface ExitIntentOfferJson {
  available: boolean;
}
