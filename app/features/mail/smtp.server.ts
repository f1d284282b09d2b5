import nodemailer, { type Transporter } from "nodemailer";

let cached: { url: string; transport: Transporter } | undefined;

/** One SMTP transport per configured URL, reused across sends. */
export function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    // Bounded waits: a stalled server must fail the send well within the job's 10-minute expiry.
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    cached = { url, transport };
  }
  return cached.transport;
}
