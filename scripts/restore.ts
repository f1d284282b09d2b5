// `npm run restore -- FILE`: fills an empty DATA_DIR / DATABASE_URL (and S3 bucket, when
// S3_BUCKET is set) from a backup made by `npm run backup`, after checking every checksum.
import { parseArgs } from "node:util";
import { BackupError, runScript } from "./lib/backup/errors.ts";

await runScript(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new BackupError("give one archive: run npm run restore -- FILE");
  // Loaded after the arguments are checked: a usage error answers at once.
  const { restore } = await import("./lib/backup/restore.ts");
  const { manifest, facts, files, fileBytes, storage, sessionSecret } = await restore(file);
  const counts = Object.entries(facts.counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  process.stdout.write(
    `Restored the ${manifest.database.kind} database of ${manifest.createdAt} (shop ${manifest.appVersion}, last migration ${facts.lastMigration ?? "none"}; ${counts}), ${files} files (${(fileBytes / 1e6).toFixed(1)} MB) to ${storage}${sessionSecret ? " and the session secret" : ""}. Start the shop on it.\n`,
  );
});
