// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportsCard } from "./exports-card.tsx";

// The Exports card against a download it can watch arrive, chunk by chunk.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A CSV answer whose chunks the test releases one at a time. */
function streamingAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="orders-x.csv"' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe("ExportsCard", () => {
  it("counts rows and bytes while the file arrives, then saves it under the server's name", async () => {
    const answer = streamingAnswer();
    const fetch = vi.fn(async () => answer.response);
    vi.stubGlobal("fetch", fetch);
    const saved: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ExportsCard />);
    await userEvent.type(screen.getByLabelText("Orders from"), "2026-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Export orders" }));
    expect(fetch).toHaveBeenCalledWith(
      "/api/admin/exports/orders.csv?from=2026-01-01&to=",
      expect.anything(),
    );

    answer.send("Kind,Order\r\nregular,1\r\n");
    expect(await screen.findByText(/Exporting orders: 1 rows, 0 KB received/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export customers" }).hasAttribute("disabled")).toBe(true);
    answer.send("custom,2\r\n");
    expect(await screen.findByText(/Exporting orders: 2 rows/)).toBeTruthy();
    answer.end();
    expect(await screen.findByText("Saved orders-x.csv: 2 rows, 0 KB.")).toBeTruthy();
    expect(saved).toEqual(["orders-x.csv"]);
  });

  it("says why an export was refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: "Admins only", code: "forbidden" }), { status: 403 }),
      ),
    );
    render(<ExportsCard />);
    await userEvent.click(screen.getByRole("button", { name: "Export customers" }));
    expect(await screen.findByText("Admins only")).toBeTruthy();
  });

  it("will not export a range that ends before it starts", async () => {
    render(<ExportsCard />);
    await userEvent.type(screen.getByLabelText("Orders from"), "2026-02-01");
    await userEvent.type(screen.getByLabelText("Orders to"), "2026-01-01");
    expect(screen.getByText("The start date must be on or before the end date")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export orders" }).hasAttribute("disabled")).toBe(true);
  });
});
