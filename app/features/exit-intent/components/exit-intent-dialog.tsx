import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api.ts";
import type { ExitIntentSentJson } from "../exit-intent.schemas.ts";
import {
  CLAIMED_KEY,
  EXIT_INTENT_CODE,
  EXIT_INTENT_PERCENT_OFF,
  EXIT_INTENT_VALID_DAYS,
} from "../exit-intent.ts";
import { ExitIntentForm } from "./exit-intent-form.tsx";
import { ExitIntentSent } from "./exit-intent-sent.tsx";

function rememberClaimed() {
  try {
    window.localStorage.setItem(CLAIMED_KEY, "1");
  } catch {
    // Without storage the session flag alone keeps it from showing again today.
  }
}

/**
 * The popup: a centred dialog that fits a 390 px phone, focus kept inside,
 * Escape or "No thanks" closes it. Loaded on demand by ExitIntentOffer (default export for lazy).
 */
export default function ExitIntentDialog({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState<(ExitIntentSentJson & { email: string }) | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (email: string): Promise<string | null> => {
    try {
      const res = await apiRequest("POST", "/api/exit-intent-discount", {
        email,
        discountCode: EXIT_INTENT_CODE,
      });
      setSent({ ...((await res.json()) as ExitIntentSentJson), email });
      rememberClaimed();
      return null;
    } catch (err) {
      // A refusal with a reason (too many tries, the offer ended) says why; anything else only fails.
      return err instanceof ApiError && [409, 429].includes(err.status) ? errorMessage(err) : "";
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // The corner close sits on the green band, so it takes the band's light ink.
        className="gap-0 overflow-hidden p-0 sm:max-w-md [&>[data-slot=dialog-close-x]]:text-primary-foreground/85 [&>[data-slot=dialog-close-x]]:hover:bg-primary-foreground/10 [&>[data-slot=dialog-close-x]]:hover:text-primary-foreground"
        closeLabel="Close the offer"
        onOpenAutoFocus={(event) => {
          // A keyboard popping up unasked covers a phone's screen; a mouse user can type at once.
          if (!window.matchMedia("(pointer: fine)").matches) return;
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <div className="relative bg-primary px-6 pt-7 pb-6 text-primary-foreground">
          {/* The brass lightened to 4.9:1 on the green band (WCAG 1.4.3); the theme's brass gives 3.5:1. */}
          <p className="text-xs font-semibold tracking-[0.2em] text-[oklch(0.84_0.12_83)] uppercase">
            Before you go
          </p>
          <p className="mt-1 font-display text-5xl leading-none font-semibold">
            {EXIT_INTENT_PERCENT_OFF}% off
          </p>
          <p className="mt-2 text-sm text-primary-foreground/85">your custom pins or ready-made markers</p>
          <svg
            aria-hidden="true"
            viewBox="0 0 64 64"
            className="absolute top-5 right-14 size-16 opacity-90 sm:right-16 sm:size-20"
          >
            <circle cx="32" cy="32" r="29" className="fill-brass" />
            <circle cx="32" cy="32" r="24" className="fill-primary" />
            <path
              d="M28 16v32"
              className="stroke-primary-foreground"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
            <path d="M29 17l14 6-14 6z" className="fill-brass" />
            <ellipse cx="32" cy="48" rx="10" ry="2.5" className="fill-primary-foreground/30" />
          </svg>
        </div>
        <div className="grid gap-4 p-6">
          {sent ? (
            <ExitIntentSent email={sent.email} code={sent.discountCode} onClose={onClose} />
          ) : (
            <>
              <div className="grid gap-1.5">
                <DialogTitle className="text-xl">Take {EXIT_INTENT_PERCENT_OFF}% off your order</DialogTitle>
                <DialogDescription>
                  Leave your email and we'll send you a code for {EXIT_INTENT_PERCENT_OFF}% off, valid for{" "}
                  {EXIT_INTENT_VALID_DAYS} days.
                </DialogDescription>
              </div>
              <ExitIntentForm inputRef={input} onSend={send} onDecline={onClose} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
