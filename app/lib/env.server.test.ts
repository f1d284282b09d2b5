// What production must be told before it starts, and what a laptop or a test run is spared.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, env, resetEnvForTests } from "./env.server.ts";

const SECRET = "s".repeat(32);

function readWith(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
  return env();
}

function problemsWith(values: Record<string, string | undefined>): string[] {
  try {
    readWith(values);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("the configuration was accepted");
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const production = { NODE_ENV: "production", PAYMENTS_TEST_MODE: "true", DATABASE_URL: undefined };

describe("production settings", () => {
  it("names PUBLIC_URL and SESSION_SECRET together, with how to make a secret", () => {
    const problems = problemsWith({ ...production, PUBLIC_URL: undefined, SESSION_SECRET: undefined });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PUBLIC_URL: required in production/);
    expect(problems[1]).toMatch(/^SESSION_SECRET: required in production/);
    expect(problems[1]).toContain("openssl rand -base64 32");
  });

  it("requires them on the embedded database as on PostgreSQL", () => {
    const onPostgres = { ...production, DATABASE_URL: "postgres://shop@127.0.0.1/shop" };
    expect(
      problemsWith({ ...onPostgres, PUBLIC_URL: "https://shop.example.com", SESSION_SECRET: undefined }),
    ).toEqual([expect.stringMatching(/^SESSION_SECRET:/)]);
    expect(problemsWith({ ...production, PUBLIC_URL: undefined, SESSION_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^PUBLIC_URL:/),
    ]);
  });

  it("names the PayPal keys beside them when test mode was not chosen", () => {
    const problems = problemsWith({
      ...production,
      PAYMENTS_TEST_MODE: undefined,
      PAYPAL_CLIENT_ID: undefined,
      PAYPAL_CLIENT_SECRET: undefined,
      PUBLIC_URL: undefined,
      SESSION_SECRET: SECRET,
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "PUBLIC_URL",
      "PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET",
    ]);
  });

  it("starts with both set, with secure cookies on an https address", () => {
    const e = readWith({ ...production, PUBLIC_URL: "https://shop.example.com/", SESSION_SECRET: SECRET });
    expect(e).toMatchObject({
      publicUrl: "https://shop.example.com",
      sessionSecret: SECRET,
      secureCookies: true,
    });
  });
});

describe("outside production", () => {
  it("defaults the address to localhost and keeps a secret in DATA_DIR", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "env-"));
    try {
      const e = readWith({
        NODE_ENV: "development",
        PUBLIC_URL: undefined,
        SESSION_SECRET: undefined,
        PORT: "4100",
        DATA_DIR: dataDir,
      });
      expect(e.publicUrl).toBe("http://localhost:4100");
      expect(e.sessionSecret.length).toBeGreaterThanOrEqual(32);
      expect(readWith({ NODE_ENV: "development", DATA_DIR: dataDir }).sessionSecret).toBe(e.sessionSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("S3 settings", () => {
  it("puts the bucket in the path with an endpoint unless told otherwise, and takes the checksum settings", () => {
    const base = { NODE_ENV: "test", S3_BUCKET: "uploads" };
    expect(readWith({ ...base, S3_ENDPOINT: undefined }).s3ForcePathStyle).toBe(false);
    expect(readWith({ ...base, S3_ENDPOINT: "https://s3.example.com" }).s3ForcePathStyle).toBe(true);
    const e = readWith({
      ...base,
      S3_ENDPOINT: "https://s3.example.com",
      S3_FORCE_PATH_STYLE: "false",
      S3_REQUEST_CHECKSUM_CALCULATION: "WHEN_REQUIRED",
    });
    expect(e).toMatchObject({
      s3ForcePathStyle: false,
      S3_REQUEST_CHECKSUM_CALCULATION: "WHEN_REQUIRED",
      S3_RESPONSE_CHECKSUM_VALIDATION: "WHEN_SUPPORTED",
    });
    expect(problemsWith({ ...base, S3_REQUEST_CHECKSUM_CALCULATION: "never" })[0]).toMatch(
      /^S3_REQUEST_CHECKSUM_CALCULATION:/,
    );
  });
});
