// Small process helpers shared by the test scripts (scripts/test.ts, test-pg.ts, e2e.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { setPriority } from "node:os";
import path from "node:path";

/** A tool from node_modules/.bin, so no `npx` round trip and no surprise download. */
export function bin(name: string): string {
  return path.resolve("node_modules/.bin", name);
}

/**
 * The environment with this Node first on PATH: the tools in node_modules/.bin start with
 * `#!/usr/bin/env node`, and the machine's own `node` may be older than the one running us.
 */
export function withOurNode(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const ours = path.dirname(process.execPath);
  const rest = (env.PATH ?? "").split(path.delimiter).filter((dir) => dir && dir !== ours);
  return { ...env, PATH: [ours, ...rest].join(path.delimiter) };
}

/**
 * Runs a command and answers its exit code (1 when killed by a signal). Its output goes to the
 * terminal, or, with `output`, to that stream only (a log file of a step that runs beside others).
 * `niceness` lowers its CPU priority (and its children's, which inherit it when they start).
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  output?: NodeJS.WritableStream,
  niceness = 0,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
      env: withOurNode(env),
    });
    if (niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // A system that refuses it runs the command at the usual priority.
      }
    }
    if (output) {
      child.stdout?.pipe(output, { end: false });
      child.stderr?.pipe(output, { end: false });
    }
    child.on("error", (error) => {
      (output ?? process.stderr).write(`Could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    // With piped output, wait until the pipes have drained too.
    child.on(output ? "close" : "exit", (code) => resolve(code ?? 1));
  });
}

/** A log file for a step's output, emptied first. */
export function logStream(file: string): NodeJS.WritableStream & { close: () => Promise<void> } {
  const stream = createWriteStream(file, { flags: "w" });
  return Object.assign(stream, {
    close: () => new Promise<void>((resolve) => stream.end(resolve)),
  });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("No free port"));
      });
    });
  });
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** Where the test runners write their JSON results for the final summary. */
export const RESULTS_DIR = path.resolve(".tmp/results");

/** How long a freshly started shop server may take to answer its health check. */
export const SERVER_STARTUP_TIMEOUT_MS = 180_000;

/** Polls `baseUrl/healthz` until it answers 200; false if the server exits or time runs out. */
export async function waitUntilHealthy(
  baseUrl: string,
  server: ChildProcess,
  timeoutMs = SERVER_STARTUP_TIMEOUT_MS,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.exitCode === null) {
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
