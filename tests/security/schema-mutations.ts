// Invalid bodies derived from a route's own zod schema (via its JSON Schema): starting from a
// body the schema accepts, change one thing at a time — a field of the wrong type, past its
// bounds, outside its enum, with a NUL byte, missing, or an extra field the schema does not
// know (mass assignment).
import { z } from "zod";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
}

export interface Mutation {
  label: string;
  value: unknown;
}

/** Fields an attacker would like to set; a strict schema refuses them, a loose one drops them. */
export const PRIVILEGED_FIELDS: Record<string, unknown> = {
  id: 1,
  userId: 1,
  role: "admin",
  status: "balance_paid",
  totalPrice: 0.01,
  usedCount: 0,
  approved: true,
  price: 0.01,
};

const SAMPLES: Record<string, unknown> = {
  string: "text",
  number: 1.5,
  integer: 7,
  boolean: true,
  null: null,
  array: [1, "a"],
  object: { nested: true },
};

function typesOf(schema: JsonSchema): Set<string> {
  const out = new Set<string>();
  const visit = (s: JsonSchema) => {
    if (Array.isArray(s.type)) for (const t of s.type) out.add(t);
    else if (s.type) out.add(s.type);
    if (s.const !== undefined) out.add(s.const === null ? "null" : typeof s.const);
    for (const e of s.enum ?? []) out.add(e === null ? "null" : typeof e);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(sub);
  };
  visit(schema);
  if (out.has("integer")) out.add("number");
  if (out.has("number")) out.add("integer");
  return out;
}

/** The leaf schemas of a field (through anyOf/oneOf), for its bounds. */
function leaves(schema: JsonSchema): JsonSchema[] {
  const subs = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return subs.length ? subs.flatMap(leaves) : [schema];
}

function fieldMutations(name: string, schema: JsonSchema): Mutation[] {
  const out: Mutation[] = [];
  const types = typesOf(schema);
  // A schema of `unknown` has no type to get wrong.
  if (types.size > 0) {
    for (const [type, sample] of Object.entries(SAMPLES)) {
      if (!types.has(type)) out.push({ label: `${name} as ${type}`, value: sample });
    }
  }
  for (const leaf of leaves(schema)) {
    if (leaf.maxLength !== undefined)
      out.push({ label: `${name} too long`, value: "x".repeat(leaf.maxLength + 1) });
    if (leaf.minLength) out.push({ label: `${name} too short`, value: "x".repeat(leaf.minLength - 1) });
    if (leaf.maximum !== undefined) out.push({ label: `${name} above maximum`, value: leaf.maximum + 1 });
    if (leaf.minimum !== undefined) out.push({ label: `${name} below minimum`, value: leaf.minimum - 1 });
    if (leaf.type === "integer") out.push({ label: `${name} not whole`, value: 1.5 });
    if (leaf.type === "number" || leaf.type === "integer") {
      out.push({ label: `${name} huge`, value: 1e308 }, { label: `${name} 2^53`, value: 2 ** 53 });
    }
    if (leaf.enum) out.push({ label: `${name} outside its enum`, value: `not-${String(leaf.enum[0])}` });
    if (leaf.maxItems !== undefined) {
      out.push({
        label: `${name} too many items`,
        value: Array.from({ length: leaf.maxItems + 1 }, (_, i) => i + 1),
      });
    }
    if (leaf.type === "string") out.push({ label: `${name} with a NUL byte`, value: "a\u0000b" });
  }
  return out;
}

/** Every single-change mutation of `example` that the schema's JSON Schema suggests. */
export function mutationsOf(schema: z.ZodType, example: Record<string, unknown>): Mutation[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const properties = json.properties ?? {};
  const out: Mutation[] = [];
  for (const [name, field] of Object.entries(properties)) {
    for (const m of fieldMutations(name, field))
      out.push({ label: m.label, value: { ...example, [name]: m.value } });
    if (json.required?.includes(name)) {
      const { [name]: _dropped, ...rest } = example;
      out.push({ label: `without ${name}`, value: rest });
    }
  }
  for (const [name, value] of Object.entries(PRIVILEGED_FIELDS)) {
    if (!(name in properties)) out.push({ label: `extra ${name}`, value: { ...example, [name]: value } });
  }
  out.push({ label: "example as an array", value: [example] });
  return out;
}
