// Small process helpers shared by the test scripts (scripts/test.ts, test-pg.ts, e2e.ts).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** A tool from node_modules/.bin, so no `npx` round trip and no surprise download. */
export function bin(name: string): string {
  return path.resolve("node_modules/.bin", name);
}

/** Runs a command with the terminal attached; answers its exit code (1 when killed by a signal). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", (error) => {
      process.stderr.write(`Could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code) => resolve(code ?? 1));
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
