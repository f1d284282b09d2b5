// `npm run backup -- --out FILE`: one .tar.gz of the database, the stored files and a manifest,
// taken while the shop runs (docs/decisions/024-backup-and-restore.md).
import { parseArgs } from "node:util";
import { BackupError, runScript } from "./lib/backup/errors.ts";

await runScript(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out)
    throw new BackupError("missing --out: run npm run backup -- --out FILE (e.g. shop-backup.tar.gz)");
  // Loaded after the arguments are checked: a usage error answers at once.
  const { backup } = await import("./lib/backup/backup.ts");
  const { out, manifest, bytes, seconds } = await backup(values.out);
  const counts = Object.entries(manifest.counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  const uploads = manifest.files.filter((f) => f.path.startsWith("files/")).length;
  process.stdout.write(
    `Backed up the ${manifest.database.kind} database (last migration ${manifest.database.lastMigration ?? "none"}; ${counts}) and ${uploads} files (${manifest.storage.kind}) to ${out}: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s\n`,
  );
});
