import { z } from "zod";

const PAGE_ERROR = "page must be a positive whole number";

/** `?page=` of an admin list: 1 when absent; a clear 400 for 0, -1, 2.5 or "x". */
export const PageQuerySchema = z.coerce
  .number({ error: PAGE_ERROR })
  .int(PAGE_ERROR)
  .min(1, PAGE_ERROR)
  .max(100_000, PAGE_ERROR)
  .default(1);
