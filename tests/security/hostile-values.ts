// What an attacker sends instead of a request body, a path parameter or a query string, as
// fast-check arbitraries. Bodies are raw JSON text, so keys like `__proto__` reach the server
// as they would from curl (an object literal would turn them into a prototype instead).
import fc from "fast-check";

export interface RawBody {
  /** What the case is, for failure messages. */
  label: string;
  text: string;
  contentType?: string;
}

const json = (label: string, text: string): RawBody => ({ label, text });

/** Keys the app's schemas use, so wrong values land on fields a handler really reads. */
const LIKELY_KEYS = [
  "id",
  "status",
  "quantity",
  "productId",
  "amount",
  "email",
  "password",
  "username",
  "token",
  "code",
  "discountCode",
  "purpose",
  "customer",
  "customOrderId",
  "content",
  "title",
  "ids",
  "action",
  "note",
  "path",
];

/** A value of every JSON type, and the awkward corners of each. */
export const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53, "", " ", "0", "-1", "NaN", [], {}),
  fc.constantFrom("x".repeat(10_000), "\u0000", "😀".repeat(50), "<script>alert(1)</script>", "' OR 1=1 --"),
  fc.constantFrom({ $gt: "" }, { toString: "x" }, [[[[[]]]]], [1, "a", null], { length: -1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Objects shaped like the app's bodies, with wrong values on its keys. */
const wrongShape = fc
  .dictionary(fc.constantFrom(...LIKELY_KEYS), wrongValue, { minKeys: 1, maxKeys: 6 })
  .map((o) => json("likely keys, wrong values", JSON.stringify(o)));

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** The fixed cases every body-taking route gets as every persona. */
export const HOSTILE_BODIES: readonly RawBody[] = [
  json("empty text", ""),
  json("not JSON", "{status: 'shipped'"),
  json("null", "null"),
  json("a number", "42"),
  json("a string", '"hello"'),
  json("an array instead of an object", '[{"quantity":1,"productId":1}]'),
  json("deep array nesting", nested(20_000, "[", "]")),
  json("deep object nesting", `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`),
  json("a huge string field", JSON.stringify({ email: "a".repeat(900_000), content: "b", title: "c" })),
  json("__proto__ key", '{"__proto__":{"polluted":"yes"},"status":"shipped","quantity":1}'),
  json("constructor.prototype key", '{"constructor":{"prototype":{"polluted":"yes"}},"quantity":1}'),
  json(
    "nested __proto__",
    '{"customer":{"__proto__":{"polluted":"yes"}},"ids":[{"__proto__":{"polluted":"yes"}}]}',
  ),
  json("duplicate keys", '{"quantity":1,"quantity":-5,"status":"pending","status":"delivered"}'),
  json("lone surrogate", '{"content":"\\ud800","email":"\\udfff@example.com"}'),
];

/** Random bodies: any JSON, app-like keys with wrong values, or the fixed cases. */
export const hostileBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.json({ maxDepth: 4 }).map((text) => json("random JSON", text)),
  wrongShape,
  fc.constantFrom(...HOSTILE_BODIES),
);

/** Bodies that are not JSON, under content types a JSON route does not take. */
export const WRONG_CONTENT_TYPES: readonly RawBody[] = [
  { label: "text/plain", text: '{"quantity":1}', contentType: "text/plain" },
  {
    label: "form-urlencoded",
    text: "quantity=1&status=shipped",
    contentType: "application/x-www-form-urlencoded",
  },
  { label: "xml", text: "<order><status>shipped</status></order>", contentType: "application/xml" },
  { label: "no content type", text: '{"quantity":1}', contentType: "" },
  {
    label: "multipart with a broken boundary",
    text: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1",
    contentType: "multipart/form-data; boundary=y",
  },
];

/** Ids and tokens that name nothing: wrong types, overflow, traversal, encodings, injections. */
export const HOSTILE_PARAMS: readonly string[] = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "99999999999999999999999",
  "null",
  "%00",
  "%",
  "%E0%A4%A",
  "..%2Fadmin",
  "%2e%2e",
  "' OR '1'='1",
  encodeURIComponent("😀<script>"),
  "a".repeat(5_000),
  "A".repeat(43),
  "__proto__",
];

/** Random single path segments (already URL-safe). */
export const randomParam = fc.string({ maxLength: 60 }).map(encodeURIComponent);

/** Random query strings, with bracket keys and repeated names that some parsers nest. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "page",
        "q",
        "status",
        "sort",
        "token",
        "limit",
        "tag",
        "__proto__[polluted]",
        "page[]",
      ),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("-1", "0", "1e9", "x".repeat(5_000), "%", "[]")),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${/^%$/.test(v) ? v : encodeURIComponent(v)}`).join("&"));

/** Nothing anywhere may have grown a `polluted` property. */
export function assertNoPollution(): void {
  const probe: Record<string, unknown> = {};
  if (probe.polluted !== undefined || "polluted" in Object.prototype || "polluted" in Array.prototype) {
    throw new Error("Object.prototype was polluted");
  }
}
