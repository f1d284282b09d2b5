import { Hono } from "hono";
import type { AppEnv } from "../../../server/hono-env.ts";
import { getRushAvailability } from "./rush-capacity.server.ts";

/** Mounted at `/api/custom-orders/rush-availability`: the builder's rush badge. */
export const rushAvailabilityApi = new Hono<AppEnv>();

rushAvailabilityApi.get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getRushAvailability());
});
