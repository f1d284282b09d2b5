// Debian packages that npm test installs by itself where installing system packages is expected:
// as root, or on CI (CI=true) through password-less sudo. Only what a package needs: Debian's
// recommended packages are a desktop's (avahi, CUPS, Samba's libraries) and take minutes.
import { spawnSync } from "node:child_process";

/** How to run apt-get here: directly as root, through sudo on CI, or not at all. */
export function aptGetPrefix(): string[] | undefined {
  if (spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status !== 0) return undefined;
  if (process.getuid?.() === 0) return [];
  const onCi = process.env.CI === "true" || process.env.CI === "1";
  if (onCi && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0) return ["sudo", "-n"];
  return undefined;
}

function aptGet(prefix: string[], args: string[]): boolean {
  const [command, ...rest] = [...prefix, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args];
  return spawnSync(command!, rest, { stdio: "inherit" }).status === 0;
}

/** `apt-get update`, then installs `pkg` without its recommended packages; false when either fails. */
export function aptInstall(prefix: string[], pkg: string): boolean {
  return aptGet(prefix, ["update"]) && aptGet(prefix, ["install", "-y", "--no-install-recommends", pkg]);
}
