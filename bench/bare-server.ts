// The yardstick: the smallest JSON answer Node's own `node:http` can give, run as its own
// process as the shop's server is, so "x% of bare" compares like with like on this machine.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const BODY = JSON.stringify({ status: "ok" });

function serve() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(BODY) });
    res.end(BODY);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    if (address && typeof address === "object") process.stdout.write(`${address.port}\n`);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

export interface BareServer {
  baseUrl: string;
  pid: number | undefined;
  stop(): void;
}

/** Starts this file as a child process and answers its address once it listens. */
export function startBareServer(): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url), "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout!.once("data", (chunk: Buffer) => {
      const baseUrl = `http://127.0.0.1:${chunk.toString().trim()}`;
      resolve({ baseUrl, pid: child.pid, stop: () => child.kill("SIGTERM") });
    });
  });
}

if (process.argv.includes("--serve")) serve();
