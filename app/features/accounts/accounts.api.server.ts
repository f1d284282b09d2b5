import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";

export const accountsApi = new Hono<AppEnv>();

accountsApi.get("/user", (c) => c.json(c.get("user")));
