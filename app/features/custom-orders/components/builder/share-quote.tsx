import { CopyIcon, MailIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { toast } from "../../../../components/ui/sonner.tsx";
import type { CreatedQuoteJson } from "../../share/index.ts";
import { type BuilderState, isEmail } from "./builder-state.ts";
import { choicesKey } from "./use-shared-quote.ts";

// Step 5's "E-mail me this quote" and "Copy link": the choices are saved on the server (never the
// artwork) and the link reopens the builder with them on any device for 30 days. One saved quote
// serves both buttons while the choices stay the same.

const SAVE_FAILED = "We could not save your quote. Please try again.";

type Saved = { key: string; quote: CreatedQuoteJson };

async function saveQuote(state: BuilderState, email?: string): Promise<CreatedQuoteJson | string> {
  const options = {
    quantity: state.quantity,
    size: state.size,
    plating: state.plating,
    pinBack: state.pinBack,
    packaging: state.packaging,
    rushOrder: state.rushOrder,
    ...(state.inHandsDate ? { inHandsDate: state.inHandsDate } : {}),
  };
  try {
    const res = await fetch("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(email ? { options, email } : { options }),
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok && body && typeof body === "object" && "url" in body) return body as CreatedQuoteJson;
    return body && typeof body === "object" && "message" in body ? String(body.message) : SAVE_FAILED;
  } catch {
    return SAVE_FAILED;
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareQuote({ state }: { state: BuilderState }) {
  const id = useId();
  const [email, setEmail] = useState(state.customerEmail.trim());
  const [pending, setPending] = useState<"mail" | "copy" | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const saved = useRef<Saved | null>(null);
  const key = choicesKey(state) + state.inHandsDate;
  const shownLink = saved.current?.key === key ? link : null;

  const copyLink = async () => {
    if (pending) return;
    let quote = saved.current?.key === key ? saved.current.quote : null;
    if (!quote) {
      setPending("copy");
      const result = await saveQuote(state);
      setPending(null);
      if (typeof result === "string") {
        toast.error("Quote", { description: result });
        return;
      }
      quote = result;
      saved.current = { key, quote };
    }
    setLink(quote.url);
    if (await copyText(quote.url)) toast.success("Link copied", { description: "It works for 30 days." });
    else toast("Copy the link below", { description: "Your browser did not let us copy it." });
  };

  const mailQuote = async () => {
    if (pending) return;
    if (!isEmail(email)) {
      toast.error("Quote", { description: "Please enter a valid email address" });
      return;
    }
    setPending("mail");
    const result = await saveQuote(state, email.trim());
    setPending(null);
    if (typeof result === "string") {
      toast.error("Quote", { description: result });
      return;
    }
    saved.current = { key, quote: result };
    setLink(result.url);
    toast.success("Quote sent", { description: `We e-mailed the link to ${email.trim()}.` });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-5">
      <div>
        <h4 id={`${id}-title`} className="text-sm font-semibold">
          Not ready to order?
        </h4>
        <p className="mt-1 text-xs text-muted-foreground">
          Save these choices and share them: the link opens this quote on any device for 30 days (your artwork
          is not included).
        </p>
      </div>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void mailQuote();
        }}
      >
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Email
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" className="flex-1" disabled={pending !== null}>
            <MailIcon aria-hidden="true" /> {pending === "mail" ? "Sending..." : "E-mail me this quote"}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="flex-1"
            disabled={pending !== null}
            onClick={() => void copyLink()}
          >
            <CopyIcon aria-hidden="true" /> {pending === "copy" ? "Saving..." : "Copy link"}
          </Button>
        </div>
      </form>
      {shownLink && (
        <Input
          readOnly
          aria-label="Quote link"
          data-testid="quote-link"
          value={shownLink}
          onFocus={(event) => event.target.select()}
          className="font-mono text-xs md:text-xs"
        />
      )}
    </section>
  );
}
