import type { Context } from "hono";
import type { AppEnv } from "../server/hono-env.ts";

export interface Paging {
  total: number;
  page: number;
  pageSize: number;
}

/**
 * An admin list's page as an answer: the rows are the body and the paging travels in headers
 * (`X-Total-Count`, `X-Page`, `X-Page-Size`), as components/admin/use-admin-list.ts reads them.
 */
export function pagedJson<Row extends object>(c: Context<AppEnv>, rows: Row[], paging: Paging) {
  c.header("X-Total-Count", String(paging.total));
  c.header("X-Page", String(paging.page));
  c.header("X-Page-Size", String(paging.pageSize));
  return c.json(rows);
}
