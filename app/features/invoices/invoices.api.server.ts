import { type Context, Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validId } from "../../server/validate.ts";
import { type InvoiceFile, ORDER_NOT_FOUND, orderInvoicePdf, viewLinkInvoicePdf } from "./invoices.server.ts";

/** The PDF as a download, never kept by a cache on the way (it is one customer's). */
function download(c: Context<AppEnv>, file: InvoiceFile) {
  return c.body(new Uint8Array(file.bytes), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    "Cache-Control": "private, no-store",
  });
}

/** Mounted at `/api/orders`: the owner's invoice of an order of either kind. */
export const invoicesAdminApi = new Hono<AppEnv>();

invoicesAdminApi.get("/custom/:id/invoice.pdf", requireAdmin, validId(ORDER_NOT_FOUND), async (c) =>
  download(c, await orderInvoicePdf({ kind: "custom", orderId: c.req.valid("param").id })),
);

invoicesAdminApi.get("/regular/:id/invoice.pdf", requireAdmin, validId(ORDER_NOT_FOUND), async (c) =>
  download(c, await orderInvoicePdf({ kind: "regular", orderId: c.req.valid("param").id })),
);

/**
 * Mounted at `/api/order-links`, beside the order its private link opens: the same invoice for
 * whoever holds the link (docs/decisions/014-invoices.md).
 */
export const invoiceLinksApi = new Hono<AppEnv>();

invoiceLinksApi.get("/:token/invoice.pdf", async (c) => {
  c.header("Referrer-Policy", "no-referrer");
  return download(c, await viewLinkInvoicePdf(c.req.param("token")));
});
