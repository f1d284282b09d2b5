import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isTimeZone } from "./calendar-days.ts";
import { parseTrustProxy } from "./trust-proxy.server.ts";

// The only reader of process.env. Read and validated once; a bad value stops the
// process with a list of what is wrong.
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const checksumWhen = z.enum(["WHEN_SUPPORTED", "WHEN_REQUIRED"]).default("WHEN_SUPPORTED");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAIL: z.email().optional(),
  SEED_DEMO_DATA: flag,
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Fairway Pin Co. <orders@fairwaypin.co>"),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_API_BASE: z.url().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYMENTS_TEST_MODE: flag,
  FACEBOOK_PAGE_ID: z.string().optional(),
  FACEBOOK_PAGE_ACCESS_TOKEN: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v21.0"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * The AWS SDK's flexible checksums: WHEN_SUPPORTED (its default) sends a CRC checksum with every
   * upload and checks it on downloads; some S3-compatible stores refuse or mangle those, and need
   * WHEN_REQUIRED.
   */
  S3_REQUEST_CHECKSUM_CALCULATION: checksumWhen,
  S3_RESPONSE_CHECKSUM_VALIDATION: checksumWhen,
  GA_MEASUREMENT_ID: z.string().optional(),
  SHOP_NAME: z.string().min(1).default("Fairway Pin Co."),
  SUPPORT_EMAIL: z.email().default("hello@fairwaypin.co"),
  SUPPORT_PHONE: z.string().default("(949) 555-0148"),
  POSTAL_ADDRESS: z.string().default("1200 Bayside Drive, Newport Beach, CA 92660"),
  SOCIAL_INSTAGRAM: z.url().default("https://instagram.com/fairwaypinco"),
  SOCIAL_FACEBOOK: z.url().default("https://facebook.com/fairwaypinco"),
  /** The shop's calendar (an IANA name), for days such as a discount code's end date. */
  SHOP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "SHOP_TIME_ZONE must be an IANA time zone, such as America/Los_Angeles")
    .default("UTC"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  RUN_JOBS: flag,
  RATE_LIMITS: flag,
  /**
   * Behind proxies: which X-Forwarded-For entry is the client's. `true` (one proxy), a hop count,
   * or the proxies' addresses and CIDR ranges, comma-separated (app/lib/trust-proxy.server.ts).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
});

export type Env = ReturnType<typeof readEnv>;

function readEnv(source: NodeJS.ProcessEnv) {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const hasPaypal = Boolean(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET);
  const paymentsTestMode = e.PAYMENTS_TEST_MODE ?? !hasPaypal;
  if (production) {
    const missing = missingInProduction(e, paymentsTestMode);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ...e,
    production,
    test: e.NODE_ENV === "test",
    dataDir,
    publicUrl,
    embeddedDb: !e.DATABASE_URL,
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    paymentsTestMode,
    runJobs: e.RUN_JOBS ?? true,
    rateLimits: e.RATE_LIMITS ?? true,
    trustProxy: e.TRUST_PROXY,
    s3ForcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    secureCookies: production && publicUrl.startsWith("https://"),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
  };
}

/** A configuration the process cannot run with; `problems` names each setting and what is wrong. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
}

/**
 * What production must be told, all named at once. Without PUBLIC_URL every write would be refused
 * (writes are accepted only from that origin) and every e-mail would link to localhost; a secret
 * made up on one machine would sign sessions the next machine, or a restored one, cannot read.
 * `npm start` on a laptop fills both in (scripts/start.ts).
 */
function missingInProduction(e: z.infer<typeof EnvSchema>, paymentsTestMode: boolean): string[] {
  const missing: string[] = [];
  if (!e.PUBLIC_URL) {
    missing.push(
      "PUBLIC_URL: required in production: the address shoppers open, such as https://shop.example.com (links in e-mails point there, and writes are accepted only from it)",
    );
  }
  if (!e.SESSION_SECRET) {
    missing.push(
      "SESSION_SECRET: required in production: at least 32 random characters, kept the same across restarts and by every process; make one with `openssl rand -base64 32`",
    );
  }
  if (paymentsTestMode && e.PAYMENTS_TEST_MODE !== true) {
    missing.push(
      "PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET: required in production (or set PAYMENTS_TEST_MODE=true explicitly)",
    );
  }
  return missing;
}

/** Outside production, a secret kept in DATA_DIR, made on first use. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  // Processes starting together on one folder (a web process and the worker, parallel test
  // workers) must agree on one secret: each writes its own aside, the first link wins.
  const mine = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(mine, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(mine, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/** Tests change configuration between suites; production reads it once. */
export function resetEnvForTests(): void {
  cached = undefined;
}
