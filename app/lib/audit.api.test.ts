// The audit log's own rules: rows are written only inside an admin request and only when the
// change's transaction commits, never carry a secret, and can never be changed or removed, not
// even with SQL straight to the database (PGlite here, PostgreSQL with TEST_DATABASE_URL).
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { useTestDatabase } from "../../tests/helpers/db.ts";
import { changedFields, currentAuditActor, recordAudit, withAuditActor } from "./audit.server.ts";
import { db, getDatabase } from "./db.server.ts";
import { sqlState } from "./errors.server.ts";

useTestDatabase();

const ACTOR = { userId: 7, username: "owner_audit", ip: "203.0.113.9" };
let serial = 0;

/** Records one row as ACTOR and answers its id. */
async function recordOne(after: object = { status: "approved" }) {
  const entityId = 1_000_000 + ++serial;
  await withAuditActor(ACTOR, () =>
    db().transaction((tx) =>
      recordAudit(tx, { action: "custom_order.status", entity: "custom_order", entityId, after }),
    ),
  );
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)));
  return row!;
}

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    return sqlState(err);
  }
  return "accepted";
};

describe("recording", () => {
  it("writes who, from where, what and on which record, inside an admin request", async () => {
    const row = await recordOne({ status: "approved", note: "Called the club" });
    expect(row).toMatchObject({
      actorUserId: 7,
      actorUsername: "owner_audit",
      ip: "203.0.113.9",
      action: "custom_order.status",
      entityType: "custom_order",
      before: null,
      after: { status: "approved", note: "Called the club" },
    });
    expect(row.at).toBeInstanceOf(Date);
  });

  it("logs an IPv4 caller seen over IPv6 by its IPv4 address", async () => {
    const seen = await withAuditActor({ ...ACTOR, ip: "::ffff:203.0.113.10" }, async () =>
      currentAuditActor(),
    );
    expect(seen?.ip).toBe("203.0.113.10");
  });

  it("writes nothing outside an admin request (a customer, a job, a script)", async () => {
    const written = await db().transaction((tx) =>
      recordAudit(tx, { action: "order.status", entity: "order", entityId: 424242, after: {} }),
    );
    expect(written).toBe(false);
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, "424242"))).toEqual([]);
  });

  it("goes with its transaction: a change rolled back leaves no row", async () => {
    const failed = withAuditActor(ACTOR, () =>
      db().transaction(async (tx) => {
        await recordAudit(tx, { action: "order.status", entity: "order", entityId: 434343, after: {} });
        throw new Error("the change failed");
      }),
    );
    await expect(failed).rejects.toThrow("the change failed");
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, "434343"))).toEqual([]);
  });

  it("never keeps a password, hash, token, secret or salt, at any depth", async () => {
    const row = await recordOne({
      username: "new_admin",
      passwordHash: "$argon2id$...",
      link: { token: "abc", expiresAt: "2027-01-01" },
      items: [{ sessionSecret: "s", name: "pin" }],
    });
    expect(row.after).toEqual({
      username: "new_admin",
      link: { expiresAt: "2027-01-01" },
      items: [{ name: "pin" }],
    });
  });

  it("ends with the request: work it left running records nothing in the admin's name", async () => {
    let later: Promise<unknown> | undefined;
    await withAuditActor(ACTOR, async () => {
      expect(currentAuditActor()).toEqual(ACTOR);
      later = new Promise((resolve) => setTimeout(resolve, 0)).then(() => currentAuditActor());
    });
    expect(await later).toBeUndefined();
  });
});

describe("an edit's changed fields", () => {
  it("keeps only what changed, as it was and as it is", () => {
    const before = { name: "Pin", price: 12, tags: ["a"], stock: 5, lowStockAt: null };
    const after = { name: "Pin", price: 14.5, tags: ["a", "b"], stock: 5, lowStockAt: 2 };
    expect(changedFields(before, after)).toEqual({
      before: { price: 12, tags: ["a"], lowStockAt: null },
      after: { price: 14.5, tags: ["a", "b"], lowStockAt: 2 },
    });
  });

  it("compares dates by their instant", () => {
    const at = "2026-03-01T10:00:00.000Z";
    expect(changedFields({ at: new Date(at) }, { at: new Date(at) })).toEqual({ before: {}, after: {} });
  });
});

describe("the log cannot be changed", () => {
  it("refuses UPDATE, DELETE and TRUNCATE from any connection, and the row stays as written", async () => {
    const row = await recordOne();
    const raw = getDatabase().query;
    expect(
      await refusal(() => raw("update audit_log set action = 'order.status' where id = $1", [row.id])),
    ).toBe("42501");
    expect(await refusal(() => raw("delete from audit_log where id = $1", [row.id]))).toBe("42501");
    expect(await refusal(() => raw("truncate audit_log"))).toBe("42501");
    // A statement that would touch no row is refused all the same.
    expect(await refusal(() => raw("delete from audit_log where false"))).toBe("42501");
    expect(await refusal(() => db().update(auditLog).set({ ip: "x" }).where(eq(auditLog.id, row.id)))).toBe(
      "42501",
    );
    expect(await refusal(() => db().delete(auditLog).where(eq(auditLog.id, row.id)))).toBe("42501");
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toEqual(row);
  });

  it("still takes new rows", async () => {
    const [before] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await recordOne();
    const [after] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after!.n).toBe(before!.n + 1);
  });
});
