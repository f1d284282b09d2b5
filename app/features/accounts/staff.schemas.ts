import { z } from "zod";
import { emailField, usernameField } from "./accounts.schemas.ts";

// The owner's staff: the admins of the shop, as `/api/admin/staff` takes and answers them.

/** `POST /api/admin/staff/invite`: the new admin's address and the username they sign in with. */
export const InviteStaffSchema = z.strictObject({ email: emailField, username: usernameField });
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

/** `PATCH /api/admin/staff/{id}`: disable (false) or enable (true) an admin. */
export const StaffPatchSchema = z.strictObject({
  active: z.boolean({ error: "active must be true or false" }),
});
export type StaffPatch = z.infer<typeof StaffPatchSchema>;

/** Active: can sign in. Invited: has not chosen a password yet. Disabled: cannot sign in. */
export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export interface StaffMemberJson {
  id: number;
  username: string;
  email: string;
  status: StaffStatus;
  /** When the account was made (by the environment, the CLI or an invitation). */
  createdAt: string;
  invitedAt: string | null;
  disabledAt: string | null;
}

export interface StaffListJson {
  staff: StaffMemberJson[];
}

export const LAST_ADMIN = "The last active admin cannot be disabled. Invite or enable another admin first.";
export const STAFF_NOT_FOUND = "Staff member not found";
