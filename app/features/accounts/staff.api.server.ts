import { Hono } from "hono";
import type { AppEnv } from "../../server/hono-env.ts";
import { requireAdmin } from "../../server/middleware/session.ts";
import { validate, validId } from "../../server/validate.ts";
import { InviteStaffSchema, STAFF_NOT_FOUND, StaffPatchSchema } from "./staff.schemas.ts";
import { inviteStaff, listStaff, setStaffActive } from "./staff.server.ts";

/** Mounted at `/api/admin/staff`: the shop's admins. */
export const staffApi = new Hono<AppEnv>();
staffApi.use(requireAdmin);

staffApi.get("/", async (c) => c.json(await listStaff()));

/** 201 with the new admin; 200 when a waiting invitation was sent again. */
staffApi.post("/invite", validate("json", InviteStaffSchema), async (c) => {
  const { member, created } = await inviteStaff(c.req.valid("json"), c.get("user")!);
  return c.json(member, created ? 201 : 200);
});

staffApi.patch("/:id", validId(STAFF_NOT_FOUND), validate("json", StaffPatchSchema), async (c) =>
  c.json(await setStaffActive(c.req.valid("param").id, c.req.valid("json").active)),
);
