import { Hono } from "hono";
import { invalid } from "../../../lib/errors.server.ts";
import { rateLimit } from "../../../lib/rate-limit.server.ts";
import type { AppEnv } from "../../../server/hono-env.ts";
import { requireAdmin } from "../../../server/middleware/session.ts";
import { validate, validId } from "../../../server/validate.ts";
import { uploadBodyLimit } from "../../uploads/index.server.ts";
import { MOCKUP_FILE_MISSING, ProofLinkRequestSchema, RequestChangesSchema } from "./mockups.schemas.ts";
import { listOrderMockups, uploadMockup } from "./mockups.server.ts";
import {
  approveProof,
  getProof,
  issueProofLinkFor,
  replaceProofLink,
  requestProofChanges,
} from "./proofs.server.ts";

/** A customer answers a proof a few times at most; this only slows a script down. */
const PROOF_ANSWER_LIMIT = { limit: 30, windowMs: 60 * 60_000 };
/** Each tracking-card click renews the proof link's life. */
const PROOF_LINK_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

/** Mounted at `/api/custom-orders` before the custom-orders router (mockups). */
export const mockupsApi = new Hono<AppEnv>();

mockupsApi.post("/:id/mockups", requireAdmin, uploadBodyLimit, validId(), async (c) => {
  const { id } = c.req.valid("param");
  const form = await c.req.parseBody().catch(() => {
    throw invalid(MOCKUP_FILE_MISSING);
  });
  return c.json(
    await uploadMockup(c.get("user")!, id, { file: form.file, note: form.note, requote: form.requote }),
    201,
  );
});

mockupsApi.get("/:id/mockups", requireAdmin, validId(), async (c) =>
  c.json(await listOrderMockups(c.req.valid("param").id)),
);

mockupsApi.post(
  "/:id/proof-link",
  rateLimit({ name: "proof-link", ...PROOF_LINK_LIMIT }),
  validId(),
  validate("json", ProofLinkRequestSchema),
  async (c) => {
    const { token } = c.req.valid("json");
    return c.json(await issueProofLinkFor({ user: c.get("user"), token }, c.req.valid("param").id), 201);
  },
);

mockupsApi.post("/:id/replace-proof-link", requireAdmin, validId(), async (c) =>
  c.json(await replaceProofLink(c.get("user")!, c.req.valid("param").id), 201),
);

/** Mounted at `/api/proofs`: the customer's private proof link. */
export const proofsApi = new Hono<AppEnv>();
const answerLimit = rateLimit({ name: "proof-answer", ...PROOF_ANSWER_LIMIT });

proofsApi.get("/:token", async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json(await getProof(c.req.param("token")));
});

proofsApi.post("/:token/approve", answerLimit, async (c) => c.json(await approveProof(c.req.param("token"))));

proofsApi.post("/:token/request-changes", answerLimit, validate("json", RequestChangesSchema), async (c) =>
  c.json(await requestProofChanges(c.req.param("token"), c.req.valid("json"))),
);
