import type { PinBack, Plating, Size } from "../../../pricing/pricing.ts";

// Small drawings for the option cards of step 2: a pin at its real relative size, the metal of
// each plating, and the three backs.

/** Rim and highlight of each plating, shared with the pin preview. */
export const PLATING_COLORS: Record<Plating, { rim: string; shine: string }> = {
  silver: { rim: "#a9aeb3", shine: "#eef0f2" },
  gold: { rim: "#c59a2e", shine: "#f6e3a1" },
  bronze: { rim: "#a4663a", shine: "#e7b78e" },
  "black-nickel": { rim: "#3b3f44", shine: "#8a9096" },
};

const SIZE_RADIUS: Record<Size, number> = { "0.75inch": 9, "1inch": 12, "1.25inch": 15, "1.5inch": 18 };

export function SizeArt({ size }: { size: Size }) {
  const r = SIZE_RADIUS[size];
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10">
      <circle cx="20" cy="20" r={r} fill="#1f6b45" stroke="#c59a2e" strokeWidth="2" />
      <circle cx="20" cy="20" r={r * 0.45} fill="#f5efe0" />
    </svg>
  );
}

export function PlatingArt({ plating }: { plating: Plating }) {
  const { rim, shine } = PLATING_COLORS[plating];
  const id = `plating-${plating}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={shine} />
          <stop offset="0.55" stopColor={rim} />
          <stop offset="1" stopColor={shine} />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="17" fill={`url(#${id})`} />
      <circle cx="20" cy="20" r="11" fill="#1f6b45" />
    </svg>
  );
}

export function PinBackArt({ pinBack }: { pinBack: PinBack }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className="size-10"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {pinBack === "rubber" && (
        <>
          <rect x="11" y="13" width="18" height="14" rx="7" fill="#2b2f33" />
          <circle cx="20" cy="20" r="2.5" fill="#8a9096" />
        </>
      )}
      {pinBack === "butterfly" && (
        <>
          <path d="M20 20c-3-7-11-7-11 0s8 7 11 0Z" fill="#c59a2e" />
          <path d="M20 20c3-7 11-7 11 0s-8 7-11 0Z" fill="#c59a2e" />
          <circle cx="20" cy="20" r="2.5" fill="#7a5a16" />
        </>
      )}
      {pinBack === "locking" && (
        <>
          <rect x="13" y="12" width="14" height="16" rx="3" fill="#8a9096" />
          <rect x="16" y="9" width="8" height="4" rx="1.5" fill="#5b6167" />
          <path d="M13 20h14" stroke="#5b6167" strokeWidth="1.5" />
        </>
      )}
    </svg>
  );
}
