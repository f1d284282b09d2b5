// Full-page pictures of the main pages at each project's width, for people to look at
// (test-results/screenshots/<project>-<name>.png). They only check that the page rendered.
import { expect, test } from "@playwright/test";

const pages = [
  { name: "home", path: "/", heading: { level: 1 } },
  { name: "login", path: "/login", heading: { name: "Sign in to your account" } },
  { name: "register", path: "/register", heading: { name: "Create your account" } },
  { name: "not-found", path: "/no-such-fairway", heading: { name: "404 Page Not Found" } },
] as const;

for (const { name, path, heading } of pages) {
  test(`screenshot of ${name}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", heading).first()).toBeVisible();
    // Fonts and images finish loading before the picture is taken.
    await page.waitForLoadState("networkidle");
    await page.screenshot({
      path: `test-results/screenshots/${testInfo.project.name}-${name}.png`,
      fullPage: true,
    });
  });
}
