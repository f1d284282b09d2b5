import { useState } from "react";
import { cn } from "../../lib/utils.ts";

export interface AreaPoint {
  /** Shown under the chart and read out in the table, e.g. "Mar 3". */
  label: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 100;
/** Room above the highest point, so the line never touches the top edge. */
const HEADROOM = 1.15;

function shape(points: AreaPoint[]) {
  const top = Math.max(1, ...points.map((p) => p.value)) * HEADROOM;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const xy = points.map((p, i) => [i * step, HEIGHT - (Math.max(0, p.value) / top) * HEIGHT] as const);
  const line = xy.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
  return { xy, line, area: `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z` };
}

/**
 * A small area chart (a sparkline with a filled body) drawn as SVG. Sighted readers get the
 * shape, the first and last labels and a hover read-out; everyone gets the same figures as a
 * table (visually hidden), so the SVG itself is decoration.
 */
export function AreaChart({
  caption,
  points,
  valueHeader,
  labelHeader = "Day",
  format = (n: number) => n.toLocaleString("en-US"),
  className,
}: {
  caption: string;
  points: AreaPoint[];
  valueHeader: string;
  labelHeader?: string;
  format?: (value: number) => string;
  className?: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  if (points.length === 0) return null;
  const { xy, line, area } = shape(points);
  const active = hover === null ? null : points[hover];
  const activeX = hover === null ? 0 : (xy[hover]![0] / WIDTH) * 100;

  return (
    <figure className={cn("grid gap-2", className)}>
      <div
        className="relative h-40 touch-pan-y"
        onPointerMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const at = (e.clientX - box.left) / Math.max(1, box.width);
          setHover(Math.min(points.length - 1, Math.max(0, Math.round(at * (points.length - 1)))));
        }}
        onPointerLeave={() => setHover(null)}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
          aria-hidden="true"
        >
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-border"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          <path d={area} className="fill-primary/15" />
          <path
            d={line}
            className="fill-none stroke-primary"
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {active ? (
          <>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 w-px bg-primary/50"
              style={{ left: `${activeX}%` }}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-0 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap shadow-sm"
              style={{ left: `${activeX}%`, transform: `translateX(${activeX > 50 ? "-105%" : "5%"})` }}
            >
              {active.label}: <strong className="tabular-nums">{format(active.value)}</strong>
            </span>
          </>
        ) : null}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{points[0]!.label}</span>
        <span>{points.at(-1)!.label}</span>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
