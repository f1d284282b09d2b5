import { Hono } from "hono";
import { accountsApi } from "../features/accounts/accounts.api.server.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * The `/api` contract of the specification (section 7), one router per feature. Every router
 * is mounted here, so the admin-guard sweep test sees the whole route table.
 */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.route("/auth", accountsApi);
  api.all("*", (c) => c.json({ message: "Not found", code: "not_found" }, 404));
  return api;
}
