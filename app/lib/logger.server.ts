import pino from "pino";
import { env } from "./env.server.ts";

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino({
    level: env().logLevel,
    base: { service: "shop" },
    redact: ["req.headers.cookie", "password", "*.password", "token", "*.token"],
  });
  return instance;
}
