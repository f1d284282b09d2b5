import type { PinBack, Plating, Size } from "../../../pricing/index.ts";

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
          <ellipse cx="20" cy="22" rx="14" ry="11" fill="#2b2f33" />
          <ellipse cx="20" cy="19" rx="14" ry="11" fill="#44494f" />
          <circle cx="20" cy="19" r="3.5" fill="#8a9096" />
        </>
      )}
      {pinBack === "butterfly" && (
        <>
          <path d="M20 20C16 8 4 8 4 20s12 12 16 0Z" fill="#c59a2e" />
          <path d="M20 20c4-12 16-12 16 0s-12 12-16 0Z" fill="#c59a2e" />
          <path d="M20 20C17 12 9 12 9 20s8 8 11 0Zm0 0c3-8 11-8 11 0s-8 8-11 0Z" fill="#e3c46a" />
          <circle cx="20" cy="20" r="3" fill="#7a5a16" />
        </>
      )}
      {pinBack === "locking" && (
        <>
          <rect x="10" y="11" width="20" height="22" rx="4" fill="#8a9096" />
          <rect x="15" y="5" width="10" height="7" rx="2" fill="#5b6167" />
          <path d="M10 22h20" stroke="#5b6167" strokeWidth="2" />
          <circle cx="20" cy="27.5" r="2" fill="#5b6167" />
        </>
      )}
    </svg>
  );
}
