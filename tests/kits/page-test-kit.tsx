// For component tests of whole pages: the page as the root route of a stub router whose loader
// answers what root.tsx's does (no user, the shop's contact details), beside the toaster as in
// root.tsx, and the PayPal emulator's approval window for the pages that pay.
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, vi } from "vitest";
import { Toaster, toast } from "../../app/components/ui/sonner.tsx";

function Nothing() {
  return null;
}

/** Renders `Page` at "/"; `routes` are further pages it may navigate to. */
export function renderRootPage(
  Page: ComponentType,
  options: { shop?: Record<string, string>; routes?: { path: string; Component: ComponentType }[] } = {},
) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user: null, shop: options.shop ?? { supportEmail: "help@fairwaypin.co" } }),
      HydrateFallback: Nothing,
      Component: Page,
    },
    ...(options.routes ?? []),
  ]);
  // The toaster lives outside the routes, as in root.tsx, so a toast outlives the navigation.
  return render(
    <>
      <Stub initialEntries={["/"]} />
      <Toaster />
    </>,
  );
}

/**
 * The emulator's approval window: opened during the click; call the answer to have the buyer
 * approve PayPal order `token`.
 */
export function approveInPopup(token = "ORDER42") {
  const popup = {
    closed: false,
    close: vi.fn(),
    focus: vi.fn(),
    location: { replace: vi.fn() },
    document: { title: "", body: document.createElement("body") },
  };
  vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  return () =>
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { source: "paypal-emulator", token, decision: "approve" },
      }),
    );
}

/**
 * After each test: the toasts dismissed (sonner keeps them in a module-wide store and replays them
 * to the next Toaster), the page unmounted, spies and stubbed globals put back.
 */
export function cleanUpPagesAfterEach(): void {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs `fetch` with `answer`; answers the list of calls it receives, in order, with their JSON bodies. */
export function stubFetch(answer: (url: string) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url);
    }),
  );
  return calls;
}
