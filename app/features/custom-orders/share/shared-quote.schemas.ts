import { z } from "zod";
import { validateCustomOptions } from "../../pricing/index.ts";
import { OPTION_FIELDS } from "../custom-orders.schemas.ts";
import { inHandsProblem } from "../in-hands-date.ts";

// The shareable quote's calls: `POST /api/quotes` saves a builder configuration, `GET
// /api/quotes/{id}` answers it priced again. Strict: an unknown field is a 400, and the options
// are checked by the pricing engine, so its messages are the answer.

const OptionsFieldsSchema = z.strictObject(
  {
    ...OPTION_FIELDS,
    /** Optional: the day the pins are needed by, YYYY-MM-DD, not in the past. */
    inHandsDate: z.unknown().optional(),
  },
  { error: "Options must be the builder's choices" },
);

const QuoteOptionsSchema = OptionsFieldsSchema.transform((data, ctx) => {
  const checked = validateCustomOptions(data);
  const inHandsDate = data.inHandsDate ?? null;
  const dateProblem = inHandsDate === null ? null : inHandsProblem(inHandsDate, new Date());
  if (!checked.ok || dateProblem) {
    for (const problem of checked.ok ? [] : checked.problems) {
      ctx.issues.push({ code: "custom", message: problem.message, path: [problem.field], input: data });
    }
    if (dateProblem)
      ctx.issues.push({ code: "custom", message: dateProblem, path: ["inHandsDate"], input: data });
    return z.NEVER;
  }
  return { ...checked.options, inHandsDate: inHandsDate as string | null };
});

export const CreateQuoteSchema = z.strictObject({
  options: QuoteOptionsSchema,
  /** With an address, the link is e-mailed there as well. */
  email: z
    .string()
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address"))
    .optional(),
});
export type CreateQuoteInput = z.output<typeof CreateQuoteSchema>;
