import { defineConfig } from "@playwright/test";

// Run through `npm run test:e2e` (scripts/e2e.ts), which starts a production server and sets
// BASE_URL. Browsers cannot be downloaded here: Playwright drives Debian's chromium.
const AFTER_THE_REST = /(blog-admin|shipping-tax|admin-products|custom-order-tax)\.spec\.ts/;
/** Runs after the shipping and tax spec, since both set the shop-wide rates. */
const LAST = /admin-products\.spec\.ts/;
/** Sets the same shop-wide tax rates for custom orders, once at each width, after all the rest. */
const CUSTOM_TAX = /custom-order-tax\.spec\.ts/;
const BOTH_WIDTHS = /\b(accessibility|keyboard|screenshots|foundation)\.spec\.ts\b|@phone|@layout/;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

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
    // What a browser sends with every write from the shop's pages, so the tests' API calls
    // (page.request, request) pass the CSRF check as the pages' own calls do.
    extraHTTPHeaders: { origin: new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000").origin },
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:3000",
    // The exit-intent offer is claimed already, so it never covers another spec's flow;
    // tests/e2e/exit-intent.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000").origin,
          localStorage: [{ name: "exitIntentClaimed", value: "1" }],
        },
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    {
      name: "phone",
      // User flows run once, at desktop width; a phone adds nothing to them but time. The layout,
      // accessibility, keyboard and screenshot specs run at both widths, and so does any test
      // tagged @phone (phone only) or @layout (its assertions are about the layout at each width).
      // Playwright matches `grep` against the file name, the title and the tags.
      grep: BOTH_WIDTHS,
      grepInvert: /@desktop/,
      testIgnore: AFTER_THE_REST,
      use: PHONE,
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: AFTER_THE_REST,
      use: DESKTOP,
    },
    // The blog editor publishes posts for a while; the public blog's spec counts the seeded
    // ones, so the editor's spec runs once everything else has finished. So does the shipping
    // and tax spec: the rates it sets are shop-wide and would change other specs' checkouts.
    {
      name: "desktop-blog-admin",
      grepInvert: /@phone/,
      testMatch: AFTER_THE_REST,
      testIgnore: [LAST, CUSTOM_TAX],
      use: DESKTOP,
      dependencies: ["phone", "desktop"],
    },
    // The owner's catalogue spec sets the same shop-wide rates through the admin screens, so it
    // waits for the shipping and tax spec to have cleared them.
    {
      name: "desktop-last",
      grepInvert: /@phone/,
      testMatch: LAST,
      use: DESKTOP,
      dependencies: ["desktop-blog-admin"],
    },
    // The same catalogue flow with the owner and the shopper on phones, after the desktop run
    // (the rates are shop-wide, so the two never run at once).
    {
      name: "phone-last",
      testMatch: LAST,
      use: PHONE,
      dependencies: ["desktop-last"],
    },
    // Custom orders' shipping and tax, one width after the other, since both set the rates.
    {
      name: "phone-custom-tax",
      testMatch: CUSTOM_TAX,
      use: PHONE,
      dependencies: ["phone-last"],
    },
    {
      name: "desktop-custom-tax",
      testMatch: CUSTOM_TAX,
      use: DESKTOP,
      dependencies: ["phone-custom-tax"],
    },
  ],
});
