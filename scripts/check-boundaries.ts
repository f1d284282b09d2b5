// `npm run lint` (after Biome): every import must respect the feature boundaries described in
// docs/decisions/010-feature-boundaries.md. A feature folder (and each sub-folder of a feature
// that has its own entry) is a room with one door: code outside it imports only its public
// surface. App code never imports tests/ or emulators/, and imports are relative, never aliased.
// A feature also writes (insert, update, delete) only the tables it owns (TABLE_OWNERS).
// `node scripts/check-boundaries.ts [root]` prints each broken rule and exits 1 when there is one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Folders whose files are checked, and the one file at the root that imports app code. */
const SOURCE_FOLDERS = ["app", "tests", "emulators", "scripts", "db", "bench"];
const ROOT_FILES = ["server.ts"];
const SKIPPED = new Set(["node_modules", "build", ".react-router", ".tmp", "data", "test-results"]);
const FEATURES = "app/features/";
/** Where the app mounts the PayPal emulator in test mode: the one app file that may load it. */
export const EMULATOR_MOUNT_POINT = "app/server/app.ts";
/** The composition root: it mounts each feature's Hono router (`*.api.server.ts`). */
const COMPOSITION_ROOT = "app/server/";

/**
 * The feature that owns each table of db/schema.ts: the only one whose code writes it. Tables
 * kept by the framework (rate limits, the audit log) belong to no feature. A table missing here
 * cannot be written from a feature until it is given an owner.
 */
export const TABLE_OWNERS: Record<string, string | null> = {
  users: "accounts",
  sessions: "accounts",
  authTokens: "accounts",
  products: "catalog",
  productReviews: "catalog",
  productImages: "catalog",
  pictures: "uploads",
  stockHolds: "catalog",
  stockReturns: "catalog",
  cartItems: "cart",
  discountCodes: "discounts",
  orders: "orders",
  orderItems: "orders",
  orderStatusHistory: "orders",
  orderStatusCounts: "orders",
  shippingAddresses: "orders",
  customOrders: "custom-orders",
  mockups: "custom-orders",
  orderLinks: "custom-orders",
  quotes: "custom-orders",
  customOrderNotices: "custom-orders",
  paymentIntents: "payments",
  payments: "payments",
  paymentTotals: "payments",
  webhookEvents: "payments",
  blogPosts: "blog",
  blogPostViews: "blog",
  blogComments: "blog",
  customers: "marketing",
  campaigns: "marketing",
  campaignRecipients: "marketing",
  mailOutbox: "mail",
  pageViews: "analytics",
  pageViewQuarters: "analytics",
  pageViewDays: "analytics",
  shippingRates: "shipping-tax",
  taxRates: "shipping-tax",
  settings: "settings",
  customerDirectory: "customers",
  rateLimits: null,
  auditLog: null,
};

const SCHEMA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"[^"]*db\/schema\.ts"/g;
const WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

/** The tables of db/schema.ts a feature file writes that another feature owns. */
export function foreignWrites(file: string, source: string): string[] {
  if (!file.startsWith(FEATURES) || isTest(file)) return [];
  const tables = new Map<string, string>();
  for (const [, names = ""] of source.matchAll(SCHEMA_IMPORT)) {
    for (const name of names.split(",").map((n) => n.trim())) {
      const [imported = "", local = imported] = name.replace(/^type\s+/, "").split(/\s+as\s+/);
      if (imported) tables.set(local, imported);
    }
  }
  const feature = featureOf(file);
  const foreign = new Set<string>();
  for (const [, , local = ""] of source.matchAll(WRITE)) {
    const table = tables.get(local);
    if (table && TABLE_OWNERS[table] !== feature) foreign.add(table);
  }
  return [...foreign];
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** Every module specifier a file imports or re-exports, statically or dynamically. */
export function importSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

const ENTRY_NAMES = new Set(["index.ts", "index.server.ts"]);

/**
 * The room a file under app/features belongs to: the feature folder, or the deepest sub-folder
 * of it that has an entry of its own (custom-orders/deposit, …). Null outside app/features.
 */
export function roomOf(file: string, files: ReadonlySet<string>): string | null {
  if (!file.startsWith(FEATURES)) return null;
  const parts = file.slice(FEATURES.length).split("/");
  if (parts.length < 2) return null;
  let room = `${FEATURES}${parts[0]}`;
  for (let depth = 1; depth < parts.length - 1; depth++) {
    const folder = `${FEATURES}${parts.slice(0, depth + 1).join("/")}`;
    if (![...ENTRY_NAMES].some((entry) => files.has(`${folder}/${entry}`))) break;
    room = folder;
  }
  return room;
}

/** Whether `target` is part of its room's public surface for this importer. */
export function isPublic(target: string, room: string, importer: string): boolean {
  const inside = target.slice(room.length + 1);
  const name = path.posix.basename(inside);
  if (!inside.includes("/")) {
    if (ENTRY_NAMES.has(name) || name.endsWith(".schemas.ts")) return true;
    // Hono routers are mounted by the composition root and by nothing else.
    return name.endsWith(".api.server.ts") && importer.startsWith(COMPOSITION_ROOT);
  }
  // Components meant for pages: the React files under the room's components/ folder.
  return inside.startsWith("components/") && name.endsWith(".tsx") && !name.includes(".test.");
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const featureOf = (file: string) => file.slice(FEATURES.length).split("/")[0];

/** The rule an import from `file` to `target` (both relative to the root) breaks, if any. */
export function checkImport(file: string, target: string, files: ReadonlySet<string>): string | null {
  // Tests colocated in app/ use the test helpers, kits and peers; app code itself never does.
  if (file.startsWith("app/") && !isTest(file)) {
    if (target.startsWith("tests/")) return "app code must not import tests/";
    if (target.startsWith("emulators/") && file !== EMULATOR_MOUNT_POINT) {
      return `only ${EMULATOR_MOUNT_POINT} may load emulators/ (in test mode)`;
    }
  }
  const targetRoom = roomOf(target, files);
  if (!targetRoom) return null;
  const fileRoom = roomOf(file, files);
  // Inside a room everything is open; a sub-room may also use its feature's shared files.
  if (fileRoom && (fileRoom === targetRoom || fileRoom.startsWith(`${targetRoom}/`))) return null;
  // A test colocated in a feature may reach any file of that feature.
  if (isTest(file) && file.startsWith(FEATURES) && featureOf(file) === featureOf(target)) return null;
  if (isPublic(target, targetRoom, file)) return null;
  return `${target} is private to ${targetRoom}; import its index.ts, index.server.ts, *.schemas.ts or components`;
}

/** Checks every file of `sources` (path relative to the root → its text). */
export function findViolations(sources: ReadonlyMap<string, string>): Violation[] {
  const files = new Set(sources.keys());
  const violations: Violation[] = [];
  for (const [file, source] of sources) {
    for (const specifier of importSpecifiers(source)) {
      if (specifier.startsWith("#")) {
        violations.push({ file, specifier, rule: "imports are relative (no #aliases)" });
        continue;
      }
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const rule = checkImport(file, target, files);
      if (rule) violations.push({ file, specifier, rule });
    }
    for (const table of foreignWrites(file, source)) {
      const owner = TABLE_OWNERS[table];
      const rule = owner
        ? `writes ${table}, which the ${owner} feature owns; call its service`
        : `writes ${table}, which no feature owns (add it to TABLE_OWNERS)`;
      violations.push({ file, specifier: "db/schema.ts", rule });
    }
  }
  return violations;
}

function collect(root: string, folder: string, into: Map<string, string>) {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) collect(root, relative, into);
    else if (/\.(ts|tsx)$/.test(entry.name))
      into.set(relative, readFileSync(path.join(root, relative), "utf8"));
  }
}

/** Reads the checked files of a project folder. */
export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of SOURCE_FOLDERS) collect(root, folder, sources);
  for (const file of ROOT_FILES) {
    try {
      sources.set(file, readFileSync(path.join(root, file), "utf8"));
    } catch {
      // A project without the file has nothing there to check.
    }
  }
  return sources;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? ".");
  const violations = findViolations(readSources(root));
  for (const v of violations) process.stderr.write(`${v.file}: "${v.specifier}": ${v.rule}\n`);
  if (violations.length > 0) {
    process.stderr.write(`${violations.length} import(s) cross a feature boundary\n`);
    process.exit(1);
  }
  process.stdout.write("Feature boundaries hold.\n");
}
