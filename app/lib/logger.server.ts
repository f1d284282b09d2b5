import pino from "pino";
import { env } from "./env.server.ts";

let instance: pino.Logger | undefined;
let access: pino.Logger | undefined;

/** How long a buffered access line may wait for company before it is written anyway. */
const FLUSH_EVERY_MS = 1000;

/** Warnings and errors: written as they come (asynchronously), so a crash loses none of them. */
export function logger(): pino.Logger {
  instance ??= pino(
    {
      level: env().logLevel,
      base: { service: "shop" },
      redact: ["req.headers.cookie", "password", "*.password", "token", "*.token"],
    },
    pino.destination({ dest: 1, sync: false }),
  );
  return instance;
}

/**
 * The access log, one line per request, buffered: lines go out in writes of at least 4 KB, or
 * after a second at the latest, and pino flushes what is left when the process exits. A blocking
 * write per line was a third of a small answer's CPU (`npm run bench`), a write per line a tenth.
 * No redaction: it walks every line for secret fields that an access line (a request id, a
 * method, a path with its tokens already hidden, a status, a duration) never has.
 */
export function accessLogger(): pino.Logger {
  if (!access) {
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => {
      // A flush while the stream is still opening throws; the next tick tries again.
      try {
        stream.flush();
      } catch {}
    }, FLUSH_EVERY_MS).unref();
    access = pino({ level: env().logLevel, base: { service: "shop" } }, stream);
  }
  return access;
}
