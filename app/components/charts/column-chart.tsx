import { cn } from "../../lib/utils.ts";
import { ChartLegend, type LegendItem } from "./chart-legend.tsx";
import { niceTicks } from "./scale.ts";
import { useWidth } from "./use-width.ts";

export interface ColumnSeries extends LegendItem {
  values: number[];
  /** The bars' SVG fill class, e.g. `fill-primary`. */
  fill: string;
}

export interface ColumnLine extends LegendItem {
  values: number[];
  /** The line's SVG stroke class, e.g. `stroke-foreground`. */
  stroke: string;
}

const MARGIN = { top: 10, right: 20, bottom: 24 };
const CHAR_PX = 6.6;

/**
 * Columns over time drawn as SVG at its real width: one column per period, the series stacked
 * (positive values up from zero, negative ones down), an optional line on top, a value axis with
 * round ticks and period labels below. Hovering a column names its figures (`<title>`). The SVG
 * is one image to assistive technology, named by `label`; the figures themselves are the table
 * the page puts beside it.
 */
export function ColumnChart({
  label,
  periods,
  series,
  line,
  format,
  whole = false,
  height = 220,
  className,
}: {
  label: string;
  /** Each column's full name (hover, e.g. "Mar 3–9") and its short axis label ("Mar 3"). */
  periods: { name: string; axis: string }[];
  series: ColumnSeries[];
  line?: ColumnLine;
  /** How a value is written: on the axis, and in each column's hover text. */
  format: (value: number) => string;
  /** Counts: whole ticks only. */
  whole?: boolean;
  height?: number;
  className?: string;
}) {
  const { ref, width } = useWidth<HTMLDivElement>(600);
  const n = periods.length;
  const stacks = periods.map((_, i) => {
    let up = 0;
    let down = 0;
    const parts = series.map((s) => {
      const v = s.values[i] ?? 0;
      const from = v >= 0 ? up : down;
      if (v >= 0) up += v;
      else down += v;
      return { from, to: from + v };
    });
    return { parts, up, down };
  });
  const lineValues = line?.values ?? [];
  const ticks = niceTicks(
    Math.min(...stacks.map((s) => s.down), ...lineValues),
    Math.max(...stacks.map((s) => s.up), ...lineValues),
    4,
    whole,
  );
  const [low, high] = [ticks[0]!, ticks.at(-1)!];
  const left = Math.ceil(Math.max(...ticks.map((t) => format(t).length)) * CHAR_PX) + 10;
  const plotW = Math.max(40, width - left - MARGIN.right);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const y = (v: number) => MARGIN.top + ((high - v) / (high - low)) * plotH;
  const band = plotW / Math.max(1, n);
  // Thin gaps between many columns; a few columns stay columns, not blocks.
  const barW = Math.min(56, Math.max(1, band * (n > 40 ? 0.86 : 0.68)));
  const cx = (i: number) => left + band * i + band / 2;
  const labelEvery = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / 64))));
  const hover = (i: number) =>
    [
      periods[i]!.name,
      ...series.map((s) => `${s.label}: ${format(s.values[i] ?? 0)}`),
      ...(line ? [`${line.label}: ${format(line.values[i] ?? 0)}`] : []),
    ].join("\n");

  return (
    <figure className={cn("grid min-w-0 grid-cols-1 gap-2", className)}>
      <ChartLegend items={line ? [...series, line] : series} />
      <div ref={ref} className="w-full">
        <svg width={width} height={height} role="img" aria-label={label} className="block overflow-visible">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={left}
                x2={left + plotW}
                y1={y(t)}
                y2={y(t)}
                className={t === 0 ? "stroke-foreground/40" : "stroke-border"}
                strokeDasharray={t === 0 ? undefined : "3 3"}
              />
              <text
                x={left - 8}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {format(t)}
              </text>
            </g>
          ))}
          {stacks.map((stack, i) => (
            <g key={periods[i]!.name} className="group">
              <title>{hover(i)}</title>
              <rect
                x={left + band * i}
                y={MARGIN.top}
                width={band}
                height={plotH}
                className="fill-transparent group-hover:fill-muted"
              />
              {stack.parts.map((part, s) =>
                part.to === part.from ? null : (
                  <rect
                    key={series[s]!.label}
                    x={cx(i) - barW / 2}
                    y={y(Math.max(part.from, part.to))}
                    width={barW}
                    height={Math.max(1, Math.abs(y(part.from) - y(part.to)))}
                    className={series[s]!.fill}
                  />
                ),
              )}
            </g>
          ))}
          {line && n > 0 ? (
            <g className="pointer-events-none">
              <path
                d={line.values
                  .map((v, i) => `${i === 0 ? "M" : "L"}${cx(i).toFixed(1)},${y(v).toFixed(1)}`)
                  .join(" ")}
                className={cn("fill-none", line.stroke)}
                strokeWidth="2"
                strokeLinejoin="round"
              />
              {n <= 45
                ? line.values.map((v, i) => (
                    <circle
                      key={periods[i]!.name}
                      cx={cx(i)}
                      cy={y(v)}
                      r="2.5"
                      className={cn("fill-card", line.stroke)}
                      strokeWidth="1.5"
                    />
                  ))
                : null}
            </g>
          ) : null}
          {periods.map((p, i) =>
            i % labelEvery === 0 ? (
              <text
                key={p.name}
                x={cx(i)}
                y={height - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {p.axis}
              </text>
            ) : null,
          )}
        </svg>
      </div>
    </figure>
  );
}
