import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findViolations, importSpecifiers, readSources } from "./check-boundaries.ts";

/** A small project: two features, a sub-room with its own entry, a route, a test kit and an emulator. */
const PROJECT: Record<string, string> = {
  "app/features/orders/index.server.ts": 'export { createOrder } from "./orders.server.ts";\n',
  "app/features/orders/orders.server.ts": "export async function createOrder() {}\n",
  "app/features/orders/orders.schemas.ts": "export const ORDER = 1;\n",
  "app/features/orders/order-status.ts": "export const STATUSES = [] as const;\n",
  "app/features/orders/components/order-card.tsx": "export function OrderCard() { return null; }\n",
  "app/features/orders/components/use-order.ts": "export function useOrder() {}\n",
  "app/features/custom-orders/custom-orders.server.ts": "export const ROOT = 1;\n",
  "app/features/custom-orders/deposit/index.server.ts": 'export { pay } from "./deposit.server.ts";\n',
  "app/features/custom-orders/deposit/deposit.server.ts":
    'import { ROOT } from "../custom-orders.server.ts";\nexport const pay = ROOT;\n',
  "app/features/custom-orders/orders-glue.test.ts": 'import { ORDER } from "../orders/orders.schemas.ts";\n',
  "app/features/custom-orders/own.test.ts": 'import { pay } from "./deposit/deposit.server.ts";\n',
  "app/routes/order.tsx": [
    'import { createOrder } from "../features/orders/index.server.ts";',
    'import { ORDER } from "../features/orders/orders.schemas.ts";',
    'import { OrderCard } from "../features/orders/components/order-card.tsx";',
    "",
  ].join("\n"),
  "app/server/api.ts": 'import { ordersApi } from "../features/orders/orders.api.server.ts";\n',
  "app/features/orders/orders.api.server.ts": "export const ordersApi = 1;\n",
  "app/server/app.ts": 'const load = () => import("../../emulators/paypal/emulator.server.ts");\n',
  "emulators/paypal/emulator.server.ts": "export const emulator = 1;\n",
  "tests/kits/orders-kit.ts": 'import { createOrder } from "../../app/features/orders/index.server.ts";\n',
};

const check = (extra: Record<string, string> = {}) =>
  findViolations(new Map(Object.entries({ ...PROJECT, ...extra })));

describe("check-boundaries", () => {
  it("accepts imports through public surfaces, inside a room, and from a colocated test", () => {
    expect(check()).toEqual([]);
  });

  it("refuses another feature's private file, naming the file and the import", () => {
    const violations = check({
      "app/features/custom-orders/checkout.server.ts":
        'import { createOrder } from "../orders/orders.server.ts";\n',
    });
    expect(violations).toEqual([
      {
        file: "app/features/custom-orders/checkout.server.ts",
        specifier: "../orders/orders.server.ts",
        rule: expect.stringContaining("private to app/features/orders"),
      },
    ]);
  });

  it("refuses a route or a test kit that reaches past the entry, and component helpers that are not components", () => {
    const violations = check({
      "app/routes/status.tsx": 'import { STATUSES } from "../features/orders/order-status.ts";\n',
      "tests/kits/deep-kit.ts": 'export { createOrder } from "../../app/features/orders/orders.server.ts";\n',
      "app/routes/hook.tsx": 'import { useOrder } from "../features/orders/components/use-order.ts";\n',
    });
    expect(violations.map((v) => v.file).sort()).toEqual([
      "app/routes/hook.tsx",
      "app/routes/status.tsx",
      "tests/kits/deep-kit.ts",
    ]);
  });

  it("treats a sub-folder with its own entry as a room: the feature's root goes through its door", () => {
    const violations = check({
      "app/features/custom-orders/router.api.server.ts":
        'import { pay } from "./deposit/deposit.server.ts";\n',
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]!.rule).toContain("private to app/features/custom-orders/deposit");
    expect(
      check({
        "app/features/custom-orders/router.api.server.ts":
          'import { pay } from "./deposit/index.server.ts";\n',
      }),
    ).toEqual([]);
  });

  it("lets only the composition root import a feature's Hono router", () => {
    const violations = check({
      "app/routes/api.tsx": 'import { ordersApi } from "../features/orders/orders.api.server.ts";\n',
    });
    expect(violations.map((v) => v.file)).toEqual(["app/routes/api.tsx"]);
  });

  it("refuses tests/ and emulators/ from app code, except the emulator's test-mode mount point", () => {
    const violations = check({
      "app/features/orders/orders-extra.server.ts":
        'import { createOrder } from "../../../tests/kits/orders-kit.ts";\n',
      "app/lib/paypal.server.ts": 'import { emulator } from "../../emulators/paypal/emulator.server.ts";\n',
    });
    expect(violations.map((v) => v.rule)).toEqual([
      "app code must not import tests/",
      "only app/server/app.ts may load emulators/ (in test mode)",
    ]);
  });

  it("refuses a feature that writes a table another feature owns, and lets the owner write it", () => {
    const write = [
      'import { orders as orderRows, products } from "../../../db/schema.ts";',
      "export const create = (tx: Tx) => tx.insert(orderRows).values({});",
      "export const read = (tx: Tx) => tx.select().from(products);",
      "",
    ].join("\n");
    const violations = check({ "app/features/payments/cart.server.ts": write });
    expect(violations).toEqual([
      {
        file: "app/features/payments/cart.server.ts",
        specifier: "db/schema.ts",
        rule: "writes orders, which the orders feature owns; call its service",
      },
    ]);
    expect(check({ "app/features/orders/cart.server.ts": write })).toEqual([]);
    expect(check({ "app/features/orders/orders.api.test.ts": write })).toEqual([]);
  });

  it("refuses #aliases: imports are relative", () => {
    expect(check({ "app/lib/x.ts": 'import { cn } from "#app/lib/utils.ts";\n' })[0]!.rule).toContain(
      "relative",
    );
  });

  it("reads static, type-only, re-export, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "./b.ts";',
      "import {\n  c,\n  type D,\n} from './not-double-quoted.ts';",
      'export { e } from "./e.ts";',
      'export * from "./f.ts";',
      'import "./g.ts";',
      'const h = await import("./h.ts");',
      'const s = "from \\"./not-an-import.ts\\"";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a.ts", "./b.ts", "./e.ts", "./f.ts", "./g.ts", "./h.ts"]);
  });
});

describe("check-boundaries as a command", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function project(extra: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    for (const [file, text] of Object.entries({ ...PROJECT, ...extra })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  const script = path.resolve("scripts/check-boundaries.ts");
  const run = (dir: string) => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, [script, dir], { encoding: "utf8", stdio: "pipe" }),
      };
    } catch (err) {
      const failed = err as { status: number; stderr: string };
      return { code: failed.status, out: failed.stderr };
    }
  };

  it("exits 1 and names the forbidden import", () => {
    const dir = project({
      "app/features/custom-orders/checkout.server.ts":
        'import { createOrder } from "../orders/orders.server.ts";\n',
    });
    const result = run(dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'app/features/custom-orders/checkout.server.ts: "../orders/orders.server.ts"',
    );
  });

  it("exits 0 on a project that keeps its boundaries, and this repository is one", () => {
    expect(run(project({})).code).toBe(0);
    expect(findViolations(readSources("."))).toEqual([]);
  });
});
