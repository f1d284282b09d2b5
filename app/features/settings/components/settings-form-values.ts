import type { FieldErrors, FieldPath, Resolver } from "react-hook-form";
import { type ShopSettings, ShopSettingsSchema } from "../settings.schemas.ts";

// The settings form types text; the feature's own schema judges what it becomes, so the form and
// the API give the same messages.

export type SettingsFormValues = Omit<ShopSettings, "rushCapacityPerMonth"> & {
  rushCapacityPerMonth: string;
};

export const toFormValues = (s: ShopSettings): SettingsFormValues => ({
  ...s,
  rushCapacityPerMonth: String(s.rushCapacityPerMonth),
});

/** Blank stays blank for the schema to name; anything else is read as a number (text → NaN). */
const toPayload = (v: SettingsFormValues) => ({
  ...v,
  rushCapacityPerMonth: v.rushCapacityPerMonth.trim() === "" ? undefined : Number(v.rushCapacityPerMonth),
});

type FieldName = FieldPath<SettingsFormValues>;

export const settingsResolver: Resolver<SettingsFormValues, unknown, ShopSettings> = async (values) => {
  const parsed = ShopSettingsSchema.safeParse(toPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SettingsFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof SettingsFormValues;
    errors[field] ??= { type: "validation", message: issue.message } as never;
  }
  return { values: {}, errors };
};

const FIELDS = new Set<string>(Object.keys(ShopSettingsSchema.shape));

/** The fields a server's 400 names in its `issues` (`{ path, message }`), for the form to show. */
export function serverFieldErrors(body: unknown): { field: FieldName; message: string }[] {
  if (!body || typeof body !== "object" || !("issues" in body) || !Array.isArray(body.issues)) return [];
  const found: { field: FieldName; message: string }[] = [];
  for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
    const field = String(issue.path ?? "").split(".")[0] ?? "";
    if (FIELDS.has(field) && typeof issue.message === "string") {
      found.push({ field: field as FieldName, message: issue.message.replace(/^[\w.]+: /, "") });
    }
  }
  return found;
}
