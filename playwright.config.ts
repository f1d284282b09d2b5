import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/lib/chromium.ts";

// Run through `npm run test:e2e` (scripts/e2e.ts), which starts a production server and sets
// BASE_URL. Browsers cannot be downloaded here: Playwright drives the machine's Chromium
// (scripts/lib/chromium.ts: CHROMIUM_PATH, else Debian's headless shell, else its chromium).
/**
 * Specs that change the whole shop: the shipping and tax rates (shop-wide), the catalogue, and
 * published blog posts (the public blog's spec counts the seeded ones). They run on servers of
 * their own (scripts/e2e.ts starts one per width, each with its own database), one spec at a time,
 * beside everything else, so no other spec sees what they set and nothing waits for them.
 */
const SHOP_WIDE = /(blog-admin|shipping-tax|admin-products|custom-order-tax)\.spec\.ts/;
/** The shop-wide specs whose flows are also checked on a phone. */
const SHOP_WIDE_PHONE = /(admin-products|custom-order-tax)\.spec\.ts/;
/**
 * The production path (a copy of the tree with production dependencies only, on PostgreSQL): it
 * needs this run's build and no browser, and runs once.
 */
const PRODUCTION_PATH = /production-path\.spec\.ts/;
const BOTH_WIDTHS = /\b(accessibility|keyboard|screenshots|foundation)\.spec\.ts\b|@phone|@layout/;
/**
 * Motion: the phone runs (layout, accessibility, keyboard and screenshots) keep the shop's
 * animations, as most visitors see them. The desktop runs are the user flows, which test what
 * happens, not how it moves: they ask for reduced motion, as a visitor's system setting may, and
 * the shop's stylesheet then ends every animation and transition at once. Chromium painted those
 * frames for the whole wait of every step, and on two shared cores it was the largest single use
 * of CPU in `npm test`. A desktop test about motion asks for it (storefront's carousel test).
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  reducedMotion: "no-preference",
} as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" } as const;
const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

/** What a test's browser needs to know of the server it runs against. */
function server(url: string | undefined) {
  const baseURL = url ?? BASE_URL;
  const origin = new URL(baseURL).origin;
  return {
    baseURL,
    // What a browser sends with every write from the shop's pages, so the tests' API calls
    // (page.request, request) pass the CSRF check as the pages' own calls do.
    extraHTTPHeaders: { origin },
    // The exit-intent offer is claimed already, so it never covers another spec's flow;
    // tests/e2e/exit-intent.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: "exitIntentClaimed", value: "1" }] }],
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: a register-logout-login flow hashes three passwords with argon2 on a 2-core runner.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/results/playwright.json" }]],
  use: {
    ...server(BASE_URL),
    // A failed test keeps its trace: each action's DOM snapshot and the network, without the
    // screencast, whose frames Chromium encoded all through every test that passed.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? "/usr/bin/chromium-headless-shell",
      // Without the background-networking switches chromium keeps calling Google's services,
      // which a closed network answers slowly or never.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // First, so their one-spec-at-a-time queues start at once; each holds one worker at most.
    { name: "production-path", testMatch: PRODUCTION_PATH },
    {
      name: "shop-wide-desktop",
      testMatch: SHOP_WIDE,
      grepInvert: /@phone/,
      workers: 1,
      use: { ...DESKTOP, ...server(process.env.SHOP_WIDE_DESKTOP_URL) },
    },
    {
      name: "shop-wide-phone",
      testMatch: SHOP_WIDE_PHONE,
      workers: 1,
      use: { ...PHONE, ...server(process.env.SHOP_WIDE_PHONE_URL) },
    },
    {
      name: "phone",
      // User flows run once, at desktop width; a phone adds nothing to them but time. The layout,
      // accessibility, keyboard and screenshot specs run at both widths, and so does any test
      // tagged @phone (phone only) or @layout (its assertions are about the layout at each width).
      // Playwright matches `grep` against the file name, the title and the tags.
      grep: BOTH_WIDTHS,
      grepInvert: /@desktop/,
      testIgnore: [SHOP_WIDE, PRODUCTION_PATH],
      use: PHONE,
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: [SHOP_WIDE, PRODUCTION_PATH],
      use: DESKTOP,
    },
  ],
});
