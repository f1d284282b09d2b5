import { useId } from "react";
import type { Plating, Size } from "../../../pricing/index.ts";
import { PLATING_COLORS } from "./option-art.tsx";

const SCALE: Record<Size, number> = { "0.75inch": 0.62, "1inch": 0.76, "1.25inch": 0.88, "1.5inch": 1 };

/** A sketch of the pin as chosen: its metal, its relative size and the shopper's logo. */
export function PinPreview({ plating, size, logo }: { plating: Plating; size: Size; logo: string | null }) {
  const id = useId().replace(/:/g, "");
  const { rim, shine } = PLATING_COLORS[plating];
  const r = 56 * SCALE[size];
  return (
    <svg viewBox="0 0 140 140" className="size-full" role="img" aria-label="Sketch of your pin">
      <defs>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={shine} />
          <stop offset="0.5" stopColor={rim} />
          <stop offset="1" stopColor={shine} />
        </linearGradient>
        <clipPath id={`${id}-face`}>
          <circle cx="70" cy="70" r={r * 0.78} />
        </clipPath>
      </defs>
      <ellipse cx="70" cy={70 + r + 6} rx={r * 0.8} ry="5" fill="#000" opacity="0.08" />
      <circle cx="70" cy="70" r={r} fill={`url(#${id}-rim)`} style={{ transition: "r 200ms ease" }} />
      <circle cx="70" cy="70" r={r * 0.86} fill="#1f6b45" />
      <circle cx="70" cy="70" r={r * 0.78} fill="#f5efe0" />
      {logo ? (
        <image
          href={logo}
          x={70 - r * 0.62}
          y={70 - r * 0.62}
          width={r * 1.24}
          height={r * 1.24}
          preserveAspectRatio="xMidYMid meet"
          clipPath={`url(#${id}-face)`}
        />
      ) : (
        <g fill="#1f6b45">
          <path d={`M${70 - r * 0.05} ${70 - r * 0.5}v${r * 0.95}`} stroke="#1f6b45" strokeWidth="2.5" />
          <path
            d={`M${70 - r * 0.05} ${70 - r * 0.5}l${r * 0.42} ${r * 0.16}l-${r * 0.42} ${r * 0.16}Z`}
            fill="#c2412d"
          />
          <ellipse cx="70" cy={70 + r * 0.48} rx={r * 0.45} ry={r * 0.1} fill="#2f855a" />
        </g>
      )}
      <circle cx="70" cy="70" r={r * 0.78} fill="none" stroke={rim} strokeWidth="1.5" />
    </svg>
  );
}
