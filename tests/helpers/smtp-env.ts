import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { type SmtpPeer, startSmtpPeer } from "../peers/smtp-peer.ts";

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

/**
 * Starts a local SMTP server before the file's tests and points the shop at it; afterwards puts
 * back the original SMTP_URL and closes the server. The answer is filled in when the server is
 * up. Call it before `useJobs({ workers: true })`, so the workers start with SMTP configured and
 * stop before the server closes.
 */
export function useSmtpPeer(): SmtpPeer {
  const peer = {} as SmtpPeer;
  beforeAll(async () => {
    Object.assign(peer, await startSmtpPeer());
    setSmtpUrl(peer.url);
  });
  afterAll(async () => {
    restoreSmtpUrl();
    await peer.close();
  });
  return peer;
}
