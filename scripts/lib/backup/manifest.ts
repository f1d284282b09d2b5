// The archive's table of contents, `manifest.json`, its last entry: what was copied, from
// which shop version and database, and a sha256 of every other entry, which a restore checks
// before it writes anything.
import { z } from "zod";

/** Raised when the archive layout changes; a restore refuses any other. */
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";
export const PGLITE_ENTRY = "database/pglite.tar";
export const POSTGRES_ENTRY = "database/postgres.dump";
export const SESSION_SECRET_ENTRY = "config/session-secret";
export const UPLOADS_PREFIX = "files/uploads/";

const FileSchema = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string() });

export const ManifestSchema = z.object({
  format: z.literal("fairway-pin-co-backup"),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    entry: z.string(),
    lastMigration: z.string().nullable(),
    serverVersion: z.string().optional(),
    pgDumpVersion: z.number().optional(),
  }),
  storage: z.object({ kind: z.enum(["local", "s3"]), bucket: z.string().optional() }),
  counts: z.record(z.string(), z.number()),
  files: z.array(FileSchema),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = z.infer<typeof FileSchema>;
