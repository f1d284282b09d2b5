// A failure the owner can act on: the scripts print its message as one line and exit 1. Any
// other error is a fault of ours and is printed whole.
export class BackupError extends Error {}

/** Runs a script's body; a BackupError becomes `error: <what to do>` and exit code 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof BackupError) {
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = 1;
      return;
    }
    throw err;
  }
}
