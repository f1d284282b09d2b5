import { z } from "zod";

/** Usernames need at least 3 characters (docs/product-rules.md#accounts-and-sessions). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
/** At least 8 characters (NIST SP 800-63B), not the 6 of the first design. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and password managers, short enough to bound the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const TOKEN_MAX_LENGTH = 200;

const USERNAME_TOO_SHORT = "Username must be at least 3 characters";
const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
const EMAIL_INVALID = "Please enter a valid email address";

export const usernameField = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT)
  .max(USERNAME_MAX_LENGTH, "Username must be at most 40 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may contain only letters, digits, dots, dashes and underscores");

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

// Trimmed and lower-cased before the format check, so " Jane@Example.com" is one address.
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(EMAIL_INVALID).max(EMAIL_MAX_LENGTH, EMAIL_INVALID));

const tokenField = z.string().min(1, "This link has expired or is invalid").max(TOKEN_MAX_LENGTH);

export const LoginSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT).max(USERNAME_MAX_LENGTH),
  password: passwordField,
});
export type Login = z.infer<typeof LoginSchema>;

/** The register call's body: the confirmation is checked in the form, not sent. */
export const RegisterPayloadSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** The register form: the payload plus the confirmation. */
export const RegisterSchema = RegisterPayloadSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
});
export type Register = z.infer<typeof RegisterSchema>;

export const PasswordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = z.object({ token: tokenField, password: passwordField });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const LoginLinkRequestSchema = z.object({ email: emailField });
export type LoginLinkRequest = z.infer<typeof LoginLinkRequestSchema>;

export const LoginLinkSignInSchema = z.object({ token: tokenField });

export const VerifyEmailSchema = z.object({ token: tokenField });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

export const AdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(100).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
