import { type Context, Hono } from "hono";
import type { CurrentUser } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.server.ts";
import { bodyField, limitFailures, rateLimit } from "../../lib/rate-limit.server.ts";
import { clientIp } from "../../server/client-ip.ts";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireUser } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { SessionIdSchema } from "../cart/cart.schemas.ts";
import { mergeGuestCart } from "../cart/index.server.ts";
import {
  LoginLinkRequestSchema,
  LoginLinkSignInSchema,
  LoginSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterPayloadSchema,
  VerifyEmailSchema,
} from "./accounts.schemas.ts";
import {
  authenticate,
  confirmPasswordReset,
  registerUser,
  requestPasswordReset,
  resendVerification,
  verifyEmail,
} from "./accounts.server.ts";
import { requestLoginLink, signInWithLink } from "./login-links.server.ts";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  readSessionCookie,
  writeSessionCookie,
} from "./sessions.server.ts";
import { loginCounters } from "./sign-in-limits.server.ts";

const HOUR_MS = 60 * 60 * 1000;

const wrongPassword = (err: unknown) => err instanceof AppError && err.code === "unauthorized";

// Sign-ups, valid or not, per address sized for many shoppers behind one address (a club's
// Wi-Fi at a members' evening), and per e-mail tighter, so nobody can hammer one mailbox.
export const REGISTER_PER_ADDRESS = 60;
export const REGISTER_PER_EMAIL = 5;
const registerByAddress = rateLimit({ name: "register", limit: REGISTER_PER_ADDRESS, windowMs: HOUR_MS });
const registerByEmail = rateLimit({
  name: "register-email",
  limit: REGISTER_PER_EMAIL,
  windowMs: HOUR_MS,
  key: bodyField("email"),
});
// Per address, and per recipient so nobody can flood one mailbox from many addresses.
const resetByAddress = rateLimit({ name: "password-reset", limit: 5, windowMs: HOUR_MS });
const resetByEmail = rateLimit({
  name: "password-reset-email",
  limit: 5,
  windowMs: HOUR_MS,
  key: bodyField("email"),
});
const confirmLimit = rateLimit({ name: "password-reset-confirm", limit: 10, windowMs: HOUR_MS });
const verifyLimit = rateLimit({ name: "verify-email", limit: 10, windowMs: HOUR_MS });
// Asking for a sign-in link, as a password reset: per address, and per recipient so nobody can
// flood one mailbox from many addresses. Using one, as confirming a reset.
const linkByAddress = rateLimit({ name: "login-link", limit: 5, windowMs: HOUR_MS });
const linkByEmail = rateLimit({
  name: "login-link-email",
  limit: 5,
  windowMs: HOUR_MS,
  key: bodyField("email"),
});
const linkSignInLimit = rateLimit({ name: "login-link-use", limit: 10, windowMs: HOUR_MS });
const resendLimit = rateLimit({
  name: "resend-verification",
  limit: 5,
  windowMs: HOUR_MS,
  key: (c) => String(c.get("user")?.id),
});

/**
 * A fresh session id at every sign-in; the one the browser held before is ended. The guest cart
 * of this browser (its X-Session-Id) moves into the account.
 */
async function signIn(c: Context<AppEnv>, user: CurrentUser): Promise<void> {
  const previous = readSessionCookie(c);
  if (previous) await deleteSession(previous);
  writeSessionCookie(c, await createSession(user.id, c.req.header("user-agent")));
  const guestCart = SessionIdSchema.safeParse(c.req.header("x-session-id"));
  if (guestCart.success) await mergeGuestCart(guestCart.data, user.id);
}

export const accountsApi = new Hono<AppEnv>();

accountsApi.get("/user", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(c.get("user"));
});

accountsApi.post(
  "/register",
  registerByAddress,
  registerByEmail,
  validate("json", RegisterPayloadSchema),
  async (c) => {
    const user = await registerUser(c.req.valid("json"));
    await signIn(c, user);
    return c.json(user, 201);
  },
);

accountsApi.post("/login", validate("json", LoginSchema), async (c) => {
  const { username, password } = c.req.valid("json");
  const user = await limitFailures(
    c,
    loginCounters(c, username),
    () => authenticate(username, password),
    wrongPassword,
  );
  await signIn(c, user);
  return c.json(user);
});

accountsApi.post(
  "/login-link",
  linkByAddress,
  linkByEmail,
  validate("json", LoginLinkRequestSchema),
  async (c) => c.json(await requestLoginLink(c.req.valid("json").email), 202),
);

// The page behind the mailed link posts its token here when its button is pressed (never on
// opening it, so a mail scanner that follows links does not spend it). It works while the
// password route is refusing the account: it is counted by none of the password's counters.
accountsApi.post(
  "/login-link/sign-in",
  linkSignInLimit,
  validate("json", LoginLinkSignInSchema),
  async (c) => {
    const user = await signInWithLink(c.req.valid("json").token, clientIp(c));
    await signIn(c, user);
    return c.json(user);
  },
);

accountsApi.post("/logout", async (c) => {
  const token = readSessionCookie(c);
  if (token) await deleteSession(token);
  clearSessionCookie(c);
  return c.json({ ok: true });
});

accountsApi.post(
  "/password-reset/request",
  resetByAddress,
  resetByEmail,
  validate("json", PasswordResetRequestSchema),
  async (c) => {
    await requestPasswordReset(c.req.valid("json").email);
    return c.json({ ok: true });
  },
);

accountsApi.post(
  "/password-reset/confirm",
  confirmLimit,
  validate("json", PasswordResetConfirmSchema),
  async (c) => {
    const { token, password } = c.req.valid("json");
    await confirmPasswordReset(token, password);
    return c.json({ ok: true });
  },
);

accountsApi.post("/verify-email", verifyLimit, validate("json", VerifyEmailSchema), async (c) => {
  await verifyEmail(c.req.valid("json").token);
  return c.json({ ok: true });
});

accountsApi.post("/resend-verification", requireUser, resendLimit, async (c) => {
  await resendVerification(c.get("user")!.id);
  return c.json({ ok: true });
});
