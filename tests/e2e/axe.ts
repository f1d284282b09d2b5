// axe-core through Playwright (issue 8, accessibility budget): the whole page as it stands, against
// WCAG 2.0/2.1 A and AA and axe's best practices. Nothing is excluded and no rule is turned off:
// a violation is fixed in the app.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Situation {
  /**
   * The page runs on Playwright's paused fake clock: axe's own timers are given time in small
   * steps, far below any delay of the page's own (a redirect, a popup's timer). The fake clock is
   * the whole context's, so axe runs inside the page (legacy runner), not in a page of its own.
   */
  pausedClock?: boolean;
  /**
   * The page shows a `sandbox=""` iframe (an e-mail preview): no script can run inside it, so axe
   * checks the frame element but cannot enter it; its document is checked with
   * expectFramedDocumentAccessible.
   */
  sandboxedFrame?: boolean;
}

/**
 * Waits for finite animations (a dialog sliding in, a toast fading) to end, so colour contrast is
 * measured on what a person reads, not on a half-transparent frame. Spinners and skeletons loop
 * forever and are left running. Polled from here: a paused fake clock stops the page's timers.
 */
async function animationsSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      ),
    )
    .toBe(true);
}

async function analyze(page: Page, { pausedClock = false, sandboxedFrame = false }: Situation) {
  // options() first: it replaces what withTags() sets. Only violations are collected: the
  // nodes that pass are never read, and describing them took a fifth of each run. Only the
  // legacy runner honours `iframes: false`.
  let builder = new AxeBuilder({ page }).options({
    resultTypes: ["violations"],
    ...(sandboxedFrame ? { iframes: false } : {}),
  });
  if (sandboxedFrame || pausedClock) builder = builder.setLegacyMode(true);
  const running = builder.withTags(TAGS).analyze();
  if (pausedClock) {
    let done = false;
    const settled = running.finally(() => {
      done = true;
    });
    for (let ms = 0; !done && ms < 1_000; ms += 5) await page.clock.runFor(5);
    await settled;
  }
  return running;
}

/** Runs axe on the page and records (softly, so one test reports every state) each violation. */
export async function expectAccessible(page: Page, state: string, situation: Situation = {}) {
  await animationsSettled(page);
  const { violations } = await analyze(page, situation);
  const found = violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id} (${v.impact}) at ${node.target.join(" ")}: ${v.help}\n    ${node.failureSummary}`,
    ),
  );
  expect.soft(found, `axe violations in "${state}"`).toEqual([]);
}

/**
 * A document shown in an iframe (an e-mail), checked where it is shown: in a frame inside the
 * page's main landmark, here without the sandbox so axe can run in it.
 */
export async function expectFramedDocumentAccessible(from: Page, html: string, state: string) {
  const page = await from.context().newPage();
  try {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Preview</title></head><body><main><h1>Preview</h1><iframe title="Document"></iframe></main></body></html>',
    );
    await page.locator("iframe").evaluate(
      (frame: HTMLIFrameElement, srcdoc) =>
        new Promise((loaded) => {
          frame.addEventListener("load", loaded, { once: true });
          frame.srcdoc = srcdoc;
        }),
      html,
    );
    await expectAccessible(page, state);
  } finally {
    await page.close();
  }
}
