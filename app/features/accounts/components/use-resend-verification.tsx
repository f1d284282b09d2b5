// A hook, kept with the components (a .tsx file under components/ is the feature's public surface
// for pages) rather than in the browser entry, which db/schema.ts and plain Node scripts load.
import { useState } from "react";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";

export type ResendStatus = "idle" | "sending" | "sent";

/**
 * Sends the signed-in user a new verification link and toasts the outcome;
 * `status` is "sent" once it went out and back to "idle" when it failed, so
 * the button can be pressed again.
 */
export function useResendVerification(): { status: ResendStatus; send: () => Promise<void> } {
  const [status, setStatus] = useState<ResendStatus>("idle");
  const send = async () => {
    setStatus("sending");
    try {
      await apiRequest("POST", "/api/auth/resend-verification", {});
      setStatus("sent");
      toast.success("Verification email sent", { description: "Check your inbox for the new link." });
    } catch (err) {
      setStatus("idle");
      toast.error("Could not send the email", { description: errorMessage(err) });
    }
  };
  return { status, send };
}
