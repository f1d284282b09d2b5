import { resetEnvForTests } from "../../app/lib/env.server.ts";

const original = process.env.SMTP_URL;

/** Points the shop at an SMTP server (or at none) for the following calls of `env()`. */
export function setSmtpUrl(url: string | undefined): void {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvForTests();
}

/** Puts back the SMTP_URL the test run started with. */
export function restoreSmtpUrl(): void {
  setSmtpUrl(original);
}
