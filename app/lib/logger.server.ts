import pino from "pino";
import { env } from "./env.server.ts";

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino(
    {
      level: env().logLevel,
      base: { service: "shop" },
      redact: ["req.headers.cookie", "password", "*.password", "token", "*.token"],
    },
    // Buffered, not a blocking write per line: one access line per request was a third of a
    // small answer's CPU (`npm run bench`); lines written while one is in flight go out together,
    // and pino flushes what is left when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
  return instance;
}
