/** A JSON answer as `fetch` gives it, for component tests that stub the shop's calls. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
