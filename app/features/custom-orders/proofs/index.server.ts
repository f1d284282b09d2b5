// Server-side entry of custom-orders/proofs. Pages and other features reach proofs through
// mockups.schemas.ts and the /api routes; the order's lifecycle asks it one question, whether the
// latest mockup carries a new price the customer has not answered. The entry is what makes the
// folder a room of its own, so its other files stay private
// (docs/decisions/010-feature-boundaries.md).
export { unansweredRequoteOf } from "./mockups.server.ts";
