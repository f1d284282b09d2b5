// `npm run admin:create` runs under plain Node (type stripping), on its own embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newAccount } from "../../../tests/kits/test-accounts.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runScript(args: string[], options: { password?: string; stdin?: string } = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    LOG_LEVEL: "silent",
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  if (options.password) env.ADMIN_PASSWORD = options.password;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin-create.ts", ...args], { env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

describe("scripts/admin-create.ts", () => {
  it("creates the admin with ADMIN_PASSWORD, then updates it from a password on stdin", async () => {
    const { username, email } = newAccount();
    const created = await runScript(["--username", username, "--email", email], {
      password: "first-admin-pass",
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("PGlite has no cross-process lock");
    expect(created.stdout).toContain(`Created admin "${username}" <${email}>`);

    const updated = await runScript(["--username", username, "--email", email], {
      stdin: "second-admin-pass\n",
    });
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain(`Updated admin "${username}"`);
    // Each run builds an embedded database from the migrations: twice, beside the other suites.
  }, 180_000);

  it("explains its usage without --username, and refuses a short password", async () => {
    const usage = await runScript([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run admin:create -- --username <name>");
    const short = await runScript(["--username", newAccount().username], { stdin: "short\n" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("Password must be at least 8 characters");
  }, 90_000);
});
