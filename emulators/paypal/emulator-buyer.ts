import { type Context, Hono } from "hono";
import { env } from "../../app/lib/env.server.ts";
import { formatUsd } from "../../app/lib/money.ts";
import type { AppEnv } from "../../app/server/hono-env.ts";
import { type EmulatorOrder, getOrder, putOrder, valueToCents } from "./emulator-state.ts";

// The buyer's side of PayPal in test mode: the page PayPal's `approve` link opens. The buyer
// approves or cancels; the shop then captures, exactly as after PayPal's real popup.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function amountText(order: EmulatorOrder): string {
  const cents = valueToCents(order.amount.value);
  return order.amount.currency_code === "USD"
    ? formatUsd(cents)
    : `${order.amount.value} ${order.amount.currency_code}`;
}

function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PayPal test mode</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f5f7fa; color: #1c2b39; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #fff3cd; color: #7a5b00; border: 1px solid #f0d78c; border-radius: 999px; padding: .2rem .75rem; font-size: .8rem; font-weight: 600; }
  h1 { font-size: 1.35rem; margin: 1rem 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .75rem 0; }
  .muted { color: #5b6b7b; font-size: .9rem; }
  form { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; border-radius: 999px; padding: .8rem 1rem; cursor: pointer; border: 1px solid transparent; }
  .approve { background: #ffc439; color: #111; }
  .cancel { background: #fff; border-color: #c9d2db; color: #1c2b39; }
</style>
</head>
<body><main><span class="badge">PayPal test mode — no real money moves</span>${body}</main>${script}</body>
</html>`;
}

function approvalPage(order: EmulatorOrder): string {
  const shop = escapeHtml(env().SHOP_NAME);
  const action = `?token=${encodeURIComponent(order.id)}`;
  return page(
    "Approve your payment",
    `<h1>Pay ${shop}</h1>
<p class="muted">${escapeHtml(order.description ?? "Your order")}</p>
<p class="amount">${escapeHtml(amountText(order))}</p>
<p class="muted">Order ${escapeHtml(order.id)}</p>
<form method="post" action="${action}">
  <button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
  <button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

/** Tells the opening checkout what happened (same origin only), then closes the popup. */
function resultPage(c: Context<AppEnv>, order: EmulatorOrder, decision: "approve" | "cancel"): string {
  const message =
    decision === "approve"
      ? "Payment approved — you can close this window"
      : "Payment cancelled — you can close this window";
  const nonce = c.get("secureHeadersNonce");
  const data = JSON.stringify({ source: "paypal-emulator", token: order.id, decision }).replace(
    /</g,
    "\\u003c",
  );
  const script = nonce
    ? `<script nonce="${escapeHtml(nonce)}">if (window.opener) window.opener.postMessage(${data}, window.location.origin); window.close();</script>`
    : "";
  return page(
    message,
    `<h1>${escapeHtml(message)}</h1><p class="amount">${escapeHtml(amountText(order))}</p>`,
    script,
  );
}

function notFoundPage(c: Context) {
  return c.html(page("Payment not found", "<h1>This PayPal test payment does not exist</h1>"), 404);
}

export const emulatorBuyer = new Hono<AppEnv>();

// PAYER_ACTION_REQUIRED: the buyer came back through the order's `payer-action` link.
const approvable = (order: EmulatorOrder) =>
  order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED";

emulatorBuyer.get("/checkoutnow", async (c) => {
  const order = await getOrder(c.req.query("token") ?? "");
  if (!order) return notFoundPage(c);
  if (order.status === "APPROVED") return c.html(resultPage(c, order, "approve"));
  if (!approvable(order)) {
    return c.html(page("Payment closed", `<h1>This payment is ${order.status.toLowerCase()}</h1>`));
  }
  return c.html(approvalPage(order));
});

emulatorBuyer.post("/checkoutnow", async (c) => {
  const order = await getOrder(c.req.query("token") ?? "");
  if (!order) return notFoundPage(c);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const decision = form.decision;
  if (decision !== "approve" && decision !== "cancel") {
    return c.html(page("Choose an option", "<h1>Choose Approve payment or Cancel</h1>"), 400);
  }
  if (approvable(order) && decision === "approve") {
    order.status = "APPROVED";
    await putOrder(order);
  }
  if (order.status === "COMPLETED") {
    return c.html(page("Payment closed", "<h1>This payment is already completed</h1>"), 409);
  }
  return c.html(resultPage(c, order, decision));
});
