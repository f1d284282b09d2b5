// Every entry of the archive against the manifest: the same names, sizes and sha256, so a
// restore writes exactly the bytes the backup read, or nothing.
import { BackupError } from "./errors.ts";
import { MANIFEST_NAME, type Manifest } from "./manifest.ts";

export function verifyEntries(
  file: string,
  manifest: Manifest,
  found: Map<string, { size: number; sha256: string }>,
): void {
  const listed = new Set(manifest.files.map((entry) => entry.path));
  if (!listed.has(manifest.database.entry)) {
    throw new BackupError(
      `${file} has no database in its manifest: it is damaged; restore from another copy`,
    );
  }
  for (const entry of manifest.files) {
    const got = found.get(entry.path);
    if (!got) throw new BackupError(`${file} lacks ${entry.path}: it is damaged; restore from another copy`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256) {
      throw new BackupError(
        `checksum mismatch for ${entry.path} in ${file}: it is damaged; restore from another copy`,
      );
    }
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST_NAME && !listed.has(name)) {
      throw new BackupError(
        `${file} holds ${name}, which its manifest does not list: it is damaged; restore from another copy`,
      );
    }
  }
}
