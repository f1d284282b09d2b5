// Playwright cannot download its browsers on a closed network, so the e2e suite drives the
// machine's Chromium: CHROMIUM_PATH, else Debian's headless shell, else Debian's full Chromium.
// The headless shell is the build Playwright itself prefers for headless runs: the same Blink
// without the browser's windows, extensions and services, and it took the e2e run from about
// 10.5 to 7.5 minutes of CPU here. A machine without the shell gets Debian's
// `chromium-headless-shell` package where installing system packages is expected: as root, or on
// CI (CI=true) through password-less sudo. Elsewhere the full Chromium serves, and with neither
// we stop and say what to do.

import { accessSync, constants } from "node:fs";
import { aptGetPrefix, aptInstall } from "./apt.ts";

const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** The binary Debian's /usr/bin/chromium-headless-shell script starts, without the shell between. */
const DEBIAN_HEADLESS_SHELL_BINARY = "/usr/lib/chromium/chromium-headless-shell";
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium already on this machine, preferring the headless shell; undefined when none. */
export function findChromium(): string | undefined {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) return wanted;
  return [DEBIAN_HEADLESS_SHELL_BINARY, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find(executable);
}

const headlessShell = () => [DEBIAN_HEADLESS_SHELL_BINARY, DEBIAN_HEADLESS_SHELL].find(executable);

/**
 * Answers the Chromium to drive. Without the headless shell, installs it where that is allowed
 * (a minute of apt-get saves several of the e2e run), else drives the full Chromium if there is
 * one; throws with advice when there is neither.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (executable(wanted)) return wanted;
    throw new Error(`CHROMIUM_PATH is ${wanted}, which is not an executable file.`);
  }
  const present = headlessShell();
  if (present) return present;
  const prefix = aptGetPrefix();
  if (prefix) {
    process.stdout.write("Installing Debian's chromium-headless-shell package with apt-get\n");
    if (aptInstall(prefix, "chromium-headless-shell")) {
      const installed = headlessShell();
      if (installed) return installed;
    }
    process.stdout.write("apt-get could not install chromium-headless-shell\n");
  }
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "The e2e suite needs Chromium and this machine has none at /usr/bin/chromium-headless-shell\n" +
      "or /usr/bin/chromium. Install one (on Debian: sudo apt-get install --no-install-recommends chromium-headless-shell),\n" +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary. npm test installs it by itself when run\n" +
      "as root, or with CI=true and password-less sudo.",
  );
}
