// Stored XSS (issue 8, item 4): script vectors written through every
// field one person writes and another reads — a customer's name (read by the admin and on the
// order page), a mockup's note (admin → customer), a change request (customer → admin), blog
// comments (visitor → visitors), a post's markdown (admin → visitors), imported names — come
// back from the API as the same text, and the real server-rendered pages (Vite SSR through
// `app.request`) hold them only as inert text: no script element, event attribute,
// `javascript:` link or frame of theirs, while the words themselves are visible. Pages that
// load their data in the browser (proof, admin) are checked through their components, given
// what the API answered, and by the rule that no component writes raw HTML.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MockupViewer } from "../../app/features/custom-orders/components/proof/mockup-viewer.tsx";
import { ProofRequote } from "../../app/features/custom-orders/components/proof/proof-requote.tsx";
import type { MockupJson, ProofJson } from "../../app/features/custom-orders/proofs/mockups.schemas.ts";
import type { TestClient } from "../helpers/client.ts";
import { createClient } from "../helpers/client.ts";
import { useTestDatabase } from "../helpers/db.ts";
import { pngBytes } from "../kits/custom-orders-test-kit.ts";
import { mockupForm, paidOrder, proofTokenFromMail, uploadMockup } from "../kits/proofs-test-kit.ts";
import { signInAsAdmin, signUp } from "../kits/test-accounts.ts";
import { type SsrApp, startSsrApp } from "./ssr-app.ts";

useTestDatabase();

// jsdom (a dev dependency) ships no types; this is the one constructor the test needs.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(1)>";
const SVG = '<svg onload="alert(1)"><script>alert(1)</script></svg>';
const BREAKOUT = '"></p></script><script>alert(1)</script>';
const LINK = "[click me](javascript:alert(1))";

let ssr: SsrApp;
let admin: TestClient;
beforeAll(async () => {
  [ssr, admin] = await Promise.all([startSsrApp(), signInAsAdmin().then((a) => a.client)]);
}, 180_000);
afterAll(() => ssr?.close());

async function page(url: string): Promise<{ status: number; html: string; dom: Document }> {
  const res = await ssr.app.request(`http://localhost${url}`, {
    headers: { "x-forwarded-for": "192.0.2.50" },
  });
  const html = await res.text();
  return { status: res.status, html, dom: new JSDOM(html).window.document };
}

/** Nothing the vectors carry became markup; their text is on the page as text. */
function expectInert(dom: Document, visibleText: string[]): void {
  const scripts = [...dom.querySelectorAll("script")].map((s) => s.textContent?.trim() ?? "");
  expect(scripts.filter((s) => s.startsWith("alert("))).toEqual([]);
  const withHandlers = [...dom.querySelectorAll("*")].filter((el) =>
    [...el.attributes].some((a) => a.name.toLowerCase().startsWith("on")),
  );
  expect(withHandlers.map((el) => el.outerHTML.slice(0, 120))).toEqual([]);
  const links = [...dom.querySelectorAll("[href],[src],[action],[formaction]")].filter((el) =>
    ["href", "src", "action", "formaction"].some((a) => /^\s*javascript:/i.test(el.getAttribute(a) ?? "")),
  );
  expect(links.map((el) => el.outerHTML)).toEqual([]);
  expect(dom.querySelectorAll("iframe, object, embed, body svg script").length).toBe(0);
  const text = dom.body.textContent ?? "";
  for (const t of visibleText) expect(text).toContain(t);
}

describe("a custom order's customer name, mockup note and change request", () => {
  it("come back as text from the API and render inert on the order and proof pages", async () => {
    const { client } = await signUp();
    const name = `Ada ${SCRIPT} ${IMG}`.slice(0, 120);
    const order = await paidOrder(admin, client, { customerName: name });
    const note = `Gold rim ${SVG} ${BREAKOUT}`;
    expect((await uploadMockup(admin, order.id, { note })).status).toBe(201);
    const token = await proofTokenFromMail(order.customerEmail);
    const comment = `Bigger ${SCRIPT} ${IMG}`;
    const changes = await createClient().post(`/api/proofs/${token}/request-changes`, { comment });
    expect(changes.status).toBe(200);

    const record = await admin.get<{ customerName: string }>(`/api/custom-orders/${order.id}`);
    expect(record.body.customerName).toBe(name);
    const mockups = await admin.get<MockupJson[]>(`/api/custom-orders/${order.id}/mockups`);
    expect(mockups.body[0]).toMatchObject({ note, customerComment: comment });

    // The proof page loads the mockups in the browser (React escapes them); its shell is inert.
    const proof = await page(`/proof/${token}`);
    expect(proof.status).toBe(200);
    expectInert(proof.dom, []);
    const view = await page(`/orders/${order.checkoutToken}`);
    expect(view.status).toBe(200);
    expectInert(view.dom, []);
    // What the proof page shows once loaded: the component, given exactly what the API answered.
    const viewer = renderToString(createElement(MockupViewer, { mockup: mockups.body[0]! }));
    expectInert(new JSDOM(viewer).window.document, [note, comment]);
  });
});

describe("a re-quote's reason", () => {
  it("comes back as text from the proof API and renders inert in the proof page's price card", async () => {
    const order = await paidOrder(admin, createClient());
    const reason = `Extra ${SCRIPT} ${IMG}`.slice(0, 200);
    const form = mockupForm({ bytes: await pngBytes(), name: "mockup.png" });
    form.append("requote", JSON.stringify({ adjustment: { amount: 25, reason } }));
    expect((await admin.post(`/api/custom-orders/${order.id}/mockups`, form)).status).toBe(201);
    const token = await proofTokenFromMail(order.customerEmail);
    const proof = await createClient().get<ProofJson>(`/api/proofs/${token}`);
    expect(proof.body.quote?.reason).toBe(reason);
    const card = renderToString(createElement(ProofRequote, { quote: proof.body.quote!, approved: false }));
    expectInert(new JSDOM(card).window.document, [reason]);
  });
});

describe("the blog", () => {
  it("renders a post's raw HTML and javascript: links, and a visitor's comment, as inert text", async () => {
    const content = `## Care\n\n${SCRIPT}\n\n${IMG}\n\n${SVG}\n\n<iframe src="https://evil.example"></iframe>\n\n${LINK}\n\n![x](javascript:alert(1))`;
    const created = await admin.post<{ slug: string; id: number }>("/api/admin/blog/posts", {
      title: `Pins ${SCRIPT}`,
      excerpt: `Short ${IMG}`,
      content,
      tags: ["care"],
      status: "published",
    });
    expect(created.status, created.text).toBe(201);
    const comment = {
      authorName: `Eve ${SCRIPT}`,
      authorEmail: "eve@example.com",
      content: `Nice ${IMG} ${BREAKOUT}`,
    };
    const posted = await createClient().post<{ id: number }>(
      `/api/blog/posts/${created.body.slug}/comments`,
      comment,
    );
    expect(posted.status).toBe(201);
    const approved = await admin.patch(`/api/admin/blog/comments/${posted.body.id}`, { status: "approved" });
    expect(approved.status).toBe(200);

    const listed = await createClient().get<{ authorName: string; content: string }[]>(
      `/api/blog/posts/${created.body.slug}/comments`,
    );
    expect(listed.body[0]).toMatchObject({ authorName: comment.authorName, content: comment.content });

    const post = await page(`/blog/${created.body.slug}`);
    expect(post.status).toBe(200);
    expectInert(post.dom, [
      "Pins <script>alert(1)</script>",
      "Eve <script>alert(1)</script>",
      "Nice <img src=x",
    ]);
    expect(post.dom.querySelector("a[href^='javascript']")).toBeNull();
  });
});

describe("pages whose URL carries a NUL byte", () => {
  const URLS = [
    "/blog/a%00b",
    "/blog?q=a%00b",
    "/blog?tag=a%00b",
    "/orders/a%00b",
    "/proof/a%00b",
    "/balance-payment/a%00b",
    "/unsubscribe/a%00b",
    "/product/a%00b",
    "/track-order?email=a%00b",
    "/reset-password?token=a%00b",
    "/verify-email?token=a%00b",
    "/custom?reorder=a%00b",
  ];

  it.each(URLS)("%s renders (its not-found page at worst), never an error page", async (url) => {
    const res = await page(url);
    expect(res.status, url).toBeLessThan(500);
  });
});

describe("imported customer names", () => {
  it("are kept as the same text for the admin's list", async () => {
    const name = `Mallory ${IMG}`;
    const form = new FormData();
    form.append(
      "file",
      new File([`email,name\nmallory@example.com,"${name}"\n`], "c.csv", { type: "text/csv" }),
    );
    expect((await admin.post("/api/import-customers", form)).status).toBe(200);
    const list = await admin.get<{ email: string; name: string }[]>("/api/customers?q=mallory");
    expect(list.body).toEqual([expect.objectContaining({ email: "mallory@example.com", name })]);
  });
});

describe("the components", () => {
  /**
   * Raw HTML is written into a page in these places only, each with server-made content (the
   * early-taps and jitless scripts are fixed snippets with no data in them). The
   * post body is React's own render of the post's markdown on the server (post-html.server.tsx),
   * escaped like any other text; the post page vectors above go through it.
   */
  const RAW_HTML_ALLOWED = [
    "app/components/early-taps.tsx",
    "app/components/google-analytics.tsx",
    "app/components/zod-jitless.tsx",
    "app/features/blog/components/post-body.tsx",
  ];

  it("write raw HTML nowhere else, so React escapes every stored text they show", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          if (readFileSync(file, "utf8").includes("dangerouslySetInnerHTML")) found.push(file);
        }
      }
    };
    walk("app");
    expect(found.sort()).toEqual(RAW_HTML_ALLOWED);
  });
});
