import { cn } from "../../lib/utils.ts";
import { niceTicks } from "./scale.ts";
import { useWidth } from "./use-width.ts";

export interface RankItem {
  label: string;
  value: number;
}

const ROW = 40;
/** Text with an outline of the card's colour, so a grid line passing behind it never crosses it out. */
const HALO =
  "fill-foreground stroke-card [stroke-width:3px] text-[12px] [paint-order:stroke] group-hover:stroke-muted";
const AXIS = 22;

/**
 * Horizontal bars, largest first as given, drawn as SVG at its real width: each row's name and
 * value above its bar, a value axis with round ticks below. Hovering a row names it and its value
 * (`<title>`). One image to assistive technology, named by `label`; the page's table beside it
 * holds the figures.
 */
export function RankChart({
  label,
  items,
  format,
  whole = false,
  fill = "fill-primary",
  className,
}: {
  label: string;
  items: RankItem[];
  format: (value: number) => string;
  whole?: boolean;
  /** The bars' SVG fill class. */
  fill?: string;
  className?: string;
}) {
  const { ref, width } = useWidth<HTMLDivElement>(400);
  const ticks = niceTicks(0, Math.max(0, ...items.map((i) => i.value)), width < 360 ? 3 : 4, whole);
  const high = ticks.at(-1)!;
  const right = 12;
  const plotW = Math.max(40, width - right);
  const x = (v: number) => (Math.max(0, v) / high) * plotW;
  const height = items.length * ROW + AXIS;
  // About as many characters as fit beside the value; the full name is in the hover text and table.
  const clip = (text: string, room: number) =>
    text.length * 6.8 <= room ? text : `${text.slice(0, Math.max(1, Math.floor(room / 6.8) - 1))}…`;

  return (
    <figure className={cn("grid min-w-0 grid-cols-1", className)}>
      <div ref={ref} className="w-full">
        <svg width={width} height={height} role="img" aria-label={label} className="block overflow-visible">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={x(t)}
                x2={x(t)}
                y1={0}
                y2={items.length * ROW}
                className={t === 0 ? "stroke-foreground/40" : "stroke-border"}
                strokeDasharray={t === 0 ? undefined : "3 3"}
              />
              <text
                x={x(t)}
                y={height - 6}
                textAnchor={t === 0 ? "start" : t === high ? "end" : "middle"}
                className="fill-muted-foreground text-[11px]"
              >
                {format(t)}
              </text>
            </g>
          ))}
          {items.map((item, i) => {
            const value = format(item.value);
            return (
              <g key={item.label} transform={`translate(0 ${i * ROW})`} className="group">
                <title>{`${item.label}: ${value}`}</title>
                <rect
                  x={0}
                  y={0}
                  width={plotW}
                  height={ROW}
                  className="fill-transparent group-hover:fill-muted"
                />
                <text x={4} y={15} className={HALO}>
                  {clip(item.label, plotW - value.length * 7 - 16)}
                </text>
                <text x={plotW - 2} y={15} textAnchor="end" className={`${HALO} font-semibold tabular-nums`}>
                  {value}
                </text>
                <rect
                  x={0}
                  y={22}
                  width={Math.max(item.value > 0 ? 3 : 0, x(item.value))}
                  height={10}
                  rx={3}
                  className={fill}
                />
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
