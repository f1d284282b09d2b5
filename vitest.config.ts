import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./tests/setup/slow-first-sequencer.ts";

// Projects: `unit` (pure rules and components), and `api` with `api-isolated` (HTTP through
// app.request() on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is
// set), run together as the API suites.
/** The API files: HTTP through app.request() on a real database, each file its own copy. */
const API = {
  maxWorkers: 4,
  sequence: { groupOrder: 1 },
  include: [
    "app/**/*.api.test.ts",
    "tests/**/*.api.test.ts",
    "db/**/*.api.test.ts",
    "emulators/**/*.api.test.ts",
  ],
  globalSetup: ["tests/setup/database-template.ts"],
  // Generous: a test whose PayPal calls all time out waits three client deadlines per capture.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/**
 * API files that keep modules of their own. They run the job workers (pg-boss's polling timers,
 * SMTP and Graph connections), which outlive a file in ways that reached the next file sharing
 * the worker: mail left in the outbox, a Facebook peer answering another file's script. One
 * of them (blog pages) loads components lazily after its last test.
 */
const ISOLATED_API_FILES = [
  "app/features/custom-orders/lifecycle/unpaid-checkouts.api.test.ts",
  "app/features/custom-orders/lifecycle/lifecycle-mail-delivery.api.test.ts",
  "app/features/orders/guest-orders.api.test.ts",
  "app/features/orders/order-lookup.api.test.ts",
  "app/features/blog/blog-scheduler.api.test.ts",
  "app/features/blog/blog-pages.api.test.ts",
  "app/features/blog/facebook.api.test.ts",
  "app/features/mail/mail-worker.api.test.ts",
  "app/features/marketing/campaign-restart.api.test.ts",
  "app/features/marketing/campaigns.api.test.ts",
  "app/lib/jobs.api.test.ts",
  "tests/faults/postgres-restart.api.test.ts",
  "tests/faults/smtp-outage.api.test.ts",
];

export default defineConfig({
  test: {
    // PUBLIC_URL is the origin the tests' requests name (`app.request("http://localhost/...")`),
    // as a deployment's is the address its visitors use: writes are checked against it.
    // Vitest's default on 2 cores is one worker, so files ran one after another while the CPU
    // idled. Unit files compute (jsdom, property tests): about one worker per core. API files
    // spend most of their time waiting on the database, timers and sockets: twice as many. Two
    // projects with their own worker counts run one after the other (`sequence.groupOrder`).
    maxWorkers: 4,
    sequence: { sequencer: SlowFirstSequencer },
    env: {
      NODE_ENV: "test",
      DATA_DIR: ".tmp/test-data",
      PUBLIC_URL: "http://localhost",
      TRUST_PROXY: "true",
      LOG_LEVEL: "silent",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          maxWorkers: 2,
          // Component tests type and click through user-event, a re-render per key: on a busy
          // 2-core machine one has taken over 5 s (Vitest's default limit).
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "tests/**/*.test.ts",
            "emulators/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.api.test.ts", "tests/e2e/**"],
        },
      },
      {
        extends: true,
        test: {
          ...API,
          name: "api",
          exclude: ISOLATED_API_FILES,
          // Files share their worker's modules: the app is imported once per worker, not once
          // per file (that import was a third of these suites' time). Each file still gets its
          // own database, and tests/setup/api-file.ts puts back what a file may leave behind.
          isolate: false,
          setupFiles: ["tests/setup/api-file.ts"],
        },
      },
      {
        extends: true,
        test: { ...API, name: "api-isolated", include: ISOLATED_API_FILES },
      },
    ],
  },
});
