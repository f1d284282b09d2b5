import { describe, expect, it } from "vitest";
import { onPostgres, useTestDatabase } from "../../tests/helpers/db.ts";
import { getDatabase } from "./db.server.ts";

useTestDatabase();

const setting = "select current_setting('synchronous_commit') as value";

describe("unhurriedWrite", () => {
  it.runIf(onPostgres())("does not wait for the disk at commit, and the shop's other writes do", async () => {
    const { rows } = await getDatabase().unhurriedWrite("test-setting", setting, []);
    expect(rows).toEqual([{ value: "off" }]);
    // The shop's other writes (orders, payments, ledger rows) take the server's setting, which a
    // production server keeps at PostgreSQL's default; a test server set to `off` is not one.
    expect(
      (await getDatabase().query(setting)).rows,
      "the shop's ordinary writes must wait for the disk at commit: is this server's synchronous_commit off?",
    ).toEqual([{ value: "on" }]);
  });

  it("runs its statement with its values, again and again under one name", async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await getDatabase().unhurriedWrite("test-echo", "select $1::int + 1 as next", [n]);
      expect(rows).toEqual([{ next: n + 1 }]);
    }
  });
});
