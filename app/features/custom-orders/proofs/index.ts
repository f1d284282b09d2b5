// Browser-safe entry of custom-orders/proofs: the re-quote's pure price rule, so the owner's
// form previews the figure the server stores (docs/decisions/019-requote-at-the-proof.md).
export { priceRequote, type RequoteBasis, requoteChanges } from "./requote.ts";
