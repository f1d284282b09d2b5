import { useEffect, useState } from "react";
import type { RushAvailabilityJson } from "../../quote/index.ts";

export type RushAvailability =
  | { status: "loading" }
  | { status: "unknown" }
  | { status: "ready"; spotsLeft: number };

/**
 * The real number of rush spots left this month. When it cannot be read, no badge is
 * shown and rush stays selectable: the server refuses it at prepare time if the month is full.
 */
export function useRushAvailability(): RushAvailability {
  const [state, setState] = useState<RushAvailability>({ status: "loading" });
  useEffect(() => {
    let live = true;
    fetch("/api/custom-orders/rush-availability", { credentials: "include" })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as RushAvailabilityJson;
        if (live) setState({ status: "ready", spotsLeft: Math.max(0, Math.trunc(body.spotsLeft)) });
      })
      .catch(() => {
        if (live) setState({ status: "unknown" });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
