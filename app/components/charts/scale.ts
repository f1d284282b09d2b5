// The value axis of the SVG charts: round tick values ("nice" steps of 1, 2, 2.5 or 5 × 10ⁿ) that
// cover the data, zero always among them, so bars of different charts read alike.

/** A round step near `rough`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` intervals of a round step from at or below `min` to at or above `max` (both
 * widened to include zero). Whole numbers only when the values are counts.
 */
export function niceTicks(min: number, max: number, count = 4, whole = false): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  let step = niceStep((high - low) / count || 1);
  if (whole) step = Math.max(1, Math.round(step));
  const first = Math.floor(low / step) * step;
  const last = Math.max(Math.ceil(high / step) * step, first + step);
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 reads 0.3 on the axis.
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}
