import { defineConfig } from "vitest/config";

// Two projects: `unit` (pure rules and components) and `api` (HTTP through app.request() on a
// real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // PUBLIC_URL is the origin the tests' requests name (`app.request("http://localhost/...")`),
    // as a deployment's is the address its visitors use: writes are checked against it.
    // Vitest's default on 2 cores is one worker, so files ran one after another while the CPU
    // idled. Unit files compute (jsdom, property tests): about one worker per core. API files
    // spend most of their time waiting on the database, timers and sockets: twice as many. Two
    // projects with their own worker counts run one after the other (`sequence.groupOrder`).
    maxWorkers: 4,
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
          name: "api",
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          include: [
            "app/**/*.api.test.ts",
            "tests/**/*.api.test.ts",
            "db/**/*.api.test.ts",
            "emulators/**/*.api.test.ts",
          ],
          globalSetup: ["tests/setup/database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
