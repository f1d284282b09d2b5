// The shop's staff: its admins. The owner invites one by e-mail (an account with no usable
// password, and a set-password link that expires), and disables or enables them. A disabled
// admin's sessions end at once, and the last active admin cannot be disabled.
import { and, asc, eq, isNull } from "drizzle-orm";
import { authTokens, users } from "../../../db/schema.ts";
import { recordAudit } from "../../lib/audit.server.ts";
import type { CurrentUser } from "../../lib/context.ts";
import { db, type Tx } from "../../lib/db.server.ts";
import { env } from "../../lib/env.server.ts";
import { AppError, conflict, notFound } from "../../lib/errors.server.ts";
import { queueMail } from "../mail/index.server.ts";
import { issueToken } from "./accounts.server.ts";
import { deleteUserSessions } from "./sessions.server.ts";
import {
  type InviteStaff,
  LAST_ADMIN,
  STAFF_NOT_FOUND,
  type StaffListJson,
  type StaffMemberJson,
  type StaffStatus,
} from "./staff.schemas.ts";
import { STAFF_INVITE_TTL_MS } from "./token-lifetimes.ts";
import {
  duplicateAccountError,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserByUsername,
  USERNAME_TAKEN,
  type UserRow,
} from "./users.server.ts";

const isAdmin = eq(users.role, "admin");
/** An admin who can sign in: neither disabled nor still waiting to choose a password. */
const canSignIn = and(isAdmin, isNull(users.disabledAt), isNull(users.invitedAt));
/** No argon2 hash matches an empty string, so nobody signs in before choosing a password. */
const NO_PASSWORD = "";
const INVITE_DAYS = STAFF_INVITE_TTL_MS / (24 * 60 * 60 * 1000);

function statusOf(row: UserRow): StaffStatus {
  if (row.disabledAt) return "disabled";
  return row.invitedAt ? "invited" : "active";
}

function toStaffJson(row: UserRow): StaffMemberJson {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** Every admin, the longest-serving first. */
export async function listStaff(): Promise<StaffListJson> {
  const rows = await db().select().from(users).where(isAdmin).orderBy(asc(users.createdAt), asc(users.id));
  return { staff: rows.map(toStaffJson) };
}

async function queueInvite(tx: Tx, user: UserRow, invitedBy: CurrentUser): Promise<void> {
  const token = await issueToken(tx, user.id, "password_reset", STAFF_INVITE_TTL_MS);
  await queueMail(tx, {
    to: user.email,
    template: "staff-invite",
    data: {
      username: user.username,
      invitedBy: invitedBy.username,
      url: `${env().publicUrl}/reset-password?token=${token}&invite=1`,
      days: INVITE_DAYS,
    },
  });
}

/** Invited before under this address and name, and still waiting: the invitation is sent again. */
const waitingInvite = (row: UserRow, input: InviteStaff) =>
  row.role === "admin" &&
  row.invitedAt !== null &&
  row.disabledAt === null &&
  row.username.toLowerCase() === input.username.toLowerCase();

/**
 * Creates the admin and e-mails their set-password link, in one transaction. Inviting someone
 * whose invitation is still waiting sends a fresh link (`created: false`); any other account
 * with that address or username is a 409.
 */
export async function inviteStaff(
  input: InviteStaff,
  invitedBy: CurrentUser,
): Promise<{ member: StaffMemberJson; created: boolean }> {
  const existing = await findUserByEmail(input.email);
  if (existing && waitingInvite(existing, input)) {
    await db().transaction(async (tx) => {
      await queueInvite(tx, existing, invitedBy);
      await recordAudit(tx, {
        action: "staff.invite_resend",
        entity: "staff",
        entityId: existing.id,
        after: { username: existing.username, email: existing.email },
      });
    });
    return { member: toStaffJson(existing), created: false };
  }
  if (existing) throw new AppError("conflict", EMAIL_TAKEN);
  if (await findUserByUsername(input.username)) throw new AppError("conflict", USERNAME_TAKEN);
  try {
    const row = await db().transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...input, passwordHash: NO_PASSWORD, role: "admin", invitedAt: new Date() })
        .returning();
      await queueInvite(tx, created!, invitedBy);
      await recordAudit(tx, {
        action: "staff.invite",
        entity: "staff",
        entityId: created!.id,
        after: { username: created!.username, email: created!.email, role: "admin" },
      });
      return created!;
    });
    return { member: toStaffJson(row), created: true };
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

/**
 * Disables (`active: false`) or enables an admin. Disabling ends their sessions and their unused
 * links in the same transaction. Every admin who can sign in is locked first, always in the same
 * order: two admins disabling each other at once take turns, and the second then sees the first
 * one's change, so the shop is never left without an admin who can sign in.
 */
export async function setStaffActive(id: number, active: boolean): Promise<StaffMemberJson> {
  return db().transaction(async (tx) => {
    const working = await tx
      .select({ id: users.id })
      .from(users)
      .where(canSignIn)
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isAdmin))
      .for("update");
    if (!target) throw notFound(STAFF_NOT_FOUND);
    if (active === !target.disabledAt) return toStaffJson(target);
    if (!active && working.length === 1 && working[0]!.id === id) throw conflict(LAST_ADMIN);
    const [row] = await tx
      .update(users)
      .set({ disabledAt: active ? null : new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!active) {
      await deleteUserSessions(id, tx);
      await tx.delete(authTokens).where(and(eq(authTokens.userId, id), isNull(authTokens.usedAt)));
    }
    await recordAudit(tx, {
      action: active ? "staff.enable" : "staff.disable",
      entity: "staff",
      entityId: id,
      before: { username: target.username, active: !target.disabledAt },
      after: { username: target.username, active },
    });
    return toStaffJson(row!);
  });
}
