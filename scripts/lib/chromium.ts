// Playwright cannot download its browsers on a closed network, so the e2e suite drives the
// machine's Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. A machine without one gets
// Debian's `chromium` package, but only where installing system packages is expected: as root,
// or on CI (CI=true) through password-less sudo. Anywhere else we stop and say what to do.

import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** How to run apt-get here: directly as root, through sudo on CI, or not at all. */
function aptGetPrefix(): string[] | undefined {
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

/**
 * Answers the Chromium to drive, installing Debian's package when that is allowed; throws with
 * advice when there is none.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (executable(wanted)) return wanted;
    throw new Error(`CHROMIUM_PATH is ${wanted}, which is not an executable file.`);
  }
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const prefix = aptGetPrefix();
  if (!prefix) {
    throw new Error(
      "The e2e suite needs Chromium and this machine has none at /usr/bin/chromium.\n" +
        "Install it (on Debian: sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or\n" +
        "Chrome binary. npm test installs it by itself when run as root, or with CI=true and\n" +
        "password-less sudo.",
    );
  }
  process.stdout.write("Chromium is missing: installing Debian's chromium package with apt-get\n");
  if (!aptGet(prefix, ["update"]) || !aptGet(prefix, ["install", "-y", "chromium"])) {
    throw new Error("apt-get could not install chromium; install it by hand or set CHROMIUM_PATH.");
  }
  if (!executable(DEBIAN_CHROMIUM))
    throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing.`);
  return DEBIAN_CHROMIUM;
}
