import { Hono } from "hono";
import type { AppEnv } from "../../../server/hono-env.ts";
import { getOrderByViewToken } from "./order-view.server.ts";

/**
 * Mounted at `/api/order-links`: the order a private `view` link names, for whoever holds
 * it; the guest page `/orders/{token}` reads the same service in its loader.
 */
export const orderLinksApi = new Hono<AppEnv>();

orderLinksApi.get("/:token", async (c) => {
  c.header("Referrer-Policy", "no-referrer");
  c.header("Cache-Control", "private, no-store");
  return c.json(await getOrderByViewToken(c.req.param("token")));
});
