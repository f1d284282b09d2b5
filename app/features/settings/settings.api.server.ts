import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate } from "../../server/validate.ts";
import { ShopSettingsSchema } from "./settings.schemas.ts";
import { getShopSettings, saveShopSettings } from "./settings.server.ts";

/** Mounted at `/api/admin/settings`: the owner reads and saves every setting at once. */
export const settingsApi = new Hono<AppEnv>();
settingsApi.use(requireAdmin);
settingsApi.get("/", async (c) => c.json(await getShopSettings()));
settingsApi.put("/", validate("json", ShopSettingsSchema), async (c) =>
  c.json(await saveShopSettings(c.req.valid("json"))),
);
