import { expect, test } from "vitest";
import { createClient } from "../../../../tests/helpers/client.ts";
import { useTestDatabase } from "../../../../tests/helpers/db.ts";
import { drainJobs, eventually, useJobs } from "../../../../tests/helpers/jobs.ts";
import { useSmtpPeer } from "../../../../tests/helpers/smtp-env.ts";
import { orderPageToken, preparedOrder, recordCaptures } from "../../../../tests/kits/lifecycle-test-kit.ts";
import { useAdminClient } from "../../../../tests/kits/test-accounts.ts";
import type { ReceivedMail } from "../../../../tests/peers/smtp-peer.ts";
import { env } from "../../../lib/env.server.ts";
import { MAIL_SEND_JOB } from "../../mail/index.server.ts";
import type { CustomOrderJson } from "../custom-orders.schemas.ts";

// Lifecycle e-mails end to end: each step's e-mail leaves through the real worker and reaches a real
// SMTP server, carrying a link that opens the order.

useTestDatabase();

const peer = useSmtpPeer();
const admin = useAdminClient();

// After the SMTP peer, so the workers start with SMTP configured (and stop before it closes).
useJobs({ workers: true });

/** The message body as sent: quoted-printable soft breaks joined and escapes decoded. */
function body(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test("in production, shipped with tracking and delivered each reach the customer once, linking to the order", async () => {
  const order = await preparedOrder();
  await recordCaptures(order.id);
  const steps: [string, Record<string, unknown>][] = [
    ["PATCH", { status: "deposit_paid" }],
    ["PATCH", { status: "in_production" }],
    [
      "PUT",
      {
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      },
    ],
    ["PATCH", { status: "delivered" }],
    ["PATCH", { status: "delivered" }],
  ];
  for (const [method, payload] of steps) {
    const path = `/api/custom-orders/${order.id}/${method === "PUT" ? "tracking" : "status"}`;
    const res = await admin.request(method, path, payload);
    expect(res.status).toBe(200);
  }

  const mine = () => peer.received.filter((m) => m.to.includes(order.customerEmail));
  const received = await eventually(async () => mine().length >= 3 && mine());
  expect(received.map((m) => m.subject).sort()).toEqual(
    [
      `Order #${order.id} has been delivered - Fairway Pin Co.`,
      `Order #${order.id} has shipped - Fairway Pin Co.`,
      `Order #${order.id} is in production - Fairway Pin Co.`,
    ].sort(),
  );
  const shipped = body(received.find((m) => m.subject.includes("has shipped"))!);
  expect(shipped).toContain("1Z999AA10123456784");
  expect(shipped).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');

  for (const mail of received) {
    const text = body(mail);
    expect(text).toContain(`${env().publicUrl}/orders/`);
    const page = await createClient().get<CustomOrderJson>(`/api/order-links/${orderPageToken(text)}`);
    expect(page.body).toMatchObject({
      id: order.id,
      status: "delivered",
      trackingNumber: "1Z999AA10123456784",
    });
  }
  // Nothing more arrives for the repeated "delivered".
  await drainJobs(MAIL_SEND_JOB);
  expect(mine()).toHaveLength(3);
});
