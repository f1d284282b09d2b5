import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LoginSchema, RegisterPayloadSchema, RegisterSchema } from "./accounts.schemas.ts";

/** The first message for each field, as the form shows it. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const valid = {
  username: "jane_doe",
  email: "jane@example.com",
  password: "fairway-42",
  confirmPassword: "fairway-42",
};

describe("LoginSchema", () => {
  it("accepts a username of 3 and a password of 8 characters", () => {
    expect(LoginSchema.safeParse({ username: "abc", password: "12345678" }).success).toBe(true);
  });

  it("shows the shop's messages, with an 8-character password minimum", () => {
    expect(messages(LoginSchema, { username: "ab", password: "123456" })).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("RegisterSchema", () => {
  it("accepts a complete form", () => {
    expect(RegisterSchema.safeParse(valid).success).toBe(true);
  });

  it("shows a mismatched confirmation on the confirm field", () => {
    expect(messages(RegisterSchema, { ...valid, confirmPassword: "fairway-43" })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it.each([
    ["username", "ab", "Username must be at least 3 characters"],
    ["email", "jane@", "Please enter a valid email address"],
    ["password", "1234567", "Password must be at least 8 characters"],
  ])("explains a bad %s", (field, value, message) => {
    expect(messages(RegisterSchema, { ...valid, [field]: value, confirmPassword: value })[field]).toBe(
      message,
    );
  });

  it("accepts passwords from 8 to 128 characters", () => {
    for (const length of [8, 64, 128]) {
      const password = "x".repeat(length);
      expect(RegisterSchema.safeParse({ ...valid, password, confirmPassword: password }).success).toBe(true);
    }
    const long = "x".repeat(129);
    expect(RegisterSchema.safeParse({ ...valid, password: long, confirmPassword: long }).success).toBe(false);
  });
});

describe("RegisterPayloadSchema", () => {
  it("drops fields the client may not set", () => {
    const { confirmPassword: _c, ...payload } = valid;
    expect(RegisterPayloadSchema.parse({ ...payload, role: "admin", emailVerified: true })).toEqual(payload);
  });

  it("trims the username and the e-mail and lower-cases the e-mail", () => {
    const parsed = RegisterPayloadSchema.parse({
      ...valid,
      username: " jane_doe ",
      email: " Jane@Example.COM ",
    });
    expect(parsed).toMatchObject({ username: "jane_doe", email: "jane@example.com" });
  });
});
