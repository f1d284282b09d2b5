// The one pricing engine (docs/product-rules.md#quantities-and-prices): import prices, options and
// their rules from here. Pure and browser-safe, so the builder's preview, the cart drawer, the
// checkout, the server, e-mails and marketing copy all compute the same figures; no other copy of
// these tables exists.
//   pricing-options.ts  option lists, labels and per-pin surcharges
//   packaging.ts        the just-pins rules
//   quote.ts            quantities, tiers, rush, deposit and the order quote
//   custom-options.ts   validation of the options an order is placed with
//   marketing-facts.ts  figures for marketing copy and structured data
//   tier-nudge.ts       what the next price tier would cost, for the builder

export * from "./custom-options.ts";
export * from "./marketing-facts.ts";
export * from "./packaging.ts";
export * from "./pricing-options.ts";
export * from "./quote.ts";
export * from "./tier-nudge.ts";
