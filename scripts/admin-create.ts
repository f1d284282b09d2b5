// `npm run admin:create -- --username <name> [--email <address>]`: creates that admin, or makes
// the existing account of that username an admin with this password and e-mail. The
// password comes from ADMIN_PASSWORD, or is asked for on the terminal without echo.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ensureAdmin } from "../app/features/accounts/index.server.ts";
import { closeDatabase, initDatabase } from "../app/lib/db.server.ts";
import { env } from "../app/lib/env.server.ts";
import { AppError } from "../app/lib/errors.server.ts";

const USAGE = "Usage: npm run admin:create -- --username <name> [--email <address>]\n";

/** Reads one line; on a terminal the typed characters are not shown. */
async function readPassword(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    process.stdout.write(question);
    const lines = createInterface({ input: stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003" || ch === "\u0004") {
          finish();
          reject(new Error("Cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    // Echo goes off before the prompt appears, so nothing typed right after it is shown.
    stdin.setRawMode(true);
    process.stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function askPassword(): Promise<string> {
  const fromEnv = env().ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const password = await readPassword("Password (at least 8 characters): ");
  if (process.stdin.isTTY && (await readPassword("Repeat the password: ")) !== password) {
    throw new AppError("invalid", "Passwords don't match");
  }
  return password;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { username: { type: "string" }, email: { type: "string" } } });
  if (!values.username) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (env().embeddedDb) {
    process.stdout.write(
      `DATABASE_URL is unset: using the embedded database in ${env().dataDir}.\n` +
        "Do not run this while the server is running on it (PGlite has no cross-process lock); stop the server first.\n",
    );
  }
  const password = await askPassword();
  await initDatabase();
  try {
    const { action, user } = await ensureAdmin({
      username: values.username,
      password,
      email: values.email ?? `${values.username}@localhost`,
    });
    const done = { created: "Created", updated: "Updated", unchanged: "Already up to date:" }[action];
    process.stdout.write(`${done} admin "${user.username}" <${user.email}> (id ${user.id}).\n`);
    return 0;
  } finally {
    await closeDatabase();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
