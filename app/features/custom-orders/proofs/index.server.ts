// Server-side entry of custom-orders/proofs. Nothing outside the folder calls its services yet:
// pages and other features reach proofs through mockups.schemas.ts and the /api routes. The
// entry is what makes the folder a room of its own, so its other files stay private
// (docs/decisions/010-feature-boundaries.md).
export {};
