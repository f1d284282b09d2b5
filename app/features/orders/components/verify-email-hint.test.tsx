// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/sonner.tsx";
import { VerifyEmailHint } from "./verify-email-hint.tsx";

function serve(status: number) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(status < 400 ? { ok: true } : { message: "Too many requests" }), {
        status,
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Shows the hint (and the toasts) and presses its button once. */
async function renderAndSend() {
  render(
    <>
      <VerifyEmailHint email="pat@example.com" />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Send verification link" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("VerifyEmailHint", { timeout: 15_000 }, () => {
  it("asks for a new link once and says it was sent", async () => {
    const fetchMock = serve(200);
    await renderAndSend();

    expect(await screen.findByText("Verification email sent")).toBeTruthy();
    const sent = screen.getByRole("button", { name: "Link sent" });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/auth/resend-verification");
  });

  it("toasts a failure and lets the button be pressed again", async () => {
    serve(429);
    await renderAndSend();

    expect(await screen.findByText("Could not send the email")).toBeTruthy();
    const again = screen.getByRole("button", { name: "Send verification link" });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  });
});
