// The server-rendered HTML of every public page passes html-validate's standard rules: the
// first HTML a browser, a screen reader or a crawler gets is valid, with ARIA only where the
// element can carry it. Pages with data (products, posts, a guest's private order page, a proof,
// a balance link) are checked with real records; token pages also with an unknown token.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { balancePaymentPath, orderPagePath, paidCustomOrder, sendMockup, signInAdmin } from "./shop-data.ts";

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const STATIC_PAGES = [
  "/",
  "/custom",
  "/blog",
  "/checkout",
  "/login",
  "/login?by=link",
  "/login-link",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/track-order",
  "/a-page-that-does-not-exist",
  "/orders/unknown-token",
  "/proof/unknown-token",
  "/balance-payment/unknown-token",
  "/unsubscribe/unknown-token",
];

/** The path of the newest e-mail to `email` whose text links to `/{prefix}/{token}`. */
async function linkInMail(adminApi: APIRequestContext, email: string, prefix: string): Promise<string> {
  let path = "";
  await expect(async () => {
    const list = await adminApi.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
    const { items } = (await list.json()) as { items: { id: number }[] };
    for (const item of items) {
      const mail = (await (await adminApi.get(`/api/admin/outbox/${item.id}`)).json()) as { text: string };
      const link = new RegExp(`https?://\\S+?(/${prefix}/[A-Za-z0-9_-]{20,})`).exec(mail.text)?.[1];
      if (link) {
        path = link;
        return;
      }
    }
    throw new Error(`no /${prefix}/ link mailed to ${email} yet`);
  }).toPass({ timeout: 20_000 });
  return path;
}

async function expectValid(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.headers()["content-type"], path).toContain("text/html");
  const report = await validator.validateString(await res.text(), path);
  const problems = report.results.flatMap((r) =>
    r.messages.map((m) => `${path} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`),
  );
  expect(problems, `html-validate on ${path}`).toEqual([]);
}

test("every public page's server-rendered HTML passes html-validate's standard rules", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of STATIC_PAGES) await expectValid(request, path);

  const products = (await (await request.get("/api/products")).json()) as { id: number }[];
  expect(products.length).toBeGreaterThan(0);
  for (const { id } of products) await expectValid(request, `/product/${id}`);

  const posts = (await (await request.get("/api/blog/posts?limit=50")).json()) as { slug: string }[];
  expect(posts.length).toBeGreaterThan(0);
  for (const { slug } of posts) await expectValid(request, `/blog/${slug}`);

  // A guest's custom order: its private page, its proof and its balance link.
  const email = `html-${randomBytes(4).toString("hex")}@example-golf-club.com`;
  const orderId = await paidCustomOrder(request, email);
  await signInAdmin(page.request);
  await sendMockup(page.request, orderId, "First proof");
  await expectValid(request, await orderPagePath(page.request, email));
  await expectValid(request, await linkInMail(page.request, email, "proof"));
  await expectValid(request, await balancePaymentPath(page.request, orderId));
});
