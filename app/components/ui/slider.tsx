import { Slider as SliderPrimitive } from "radix-ui";
import * as React from "react";

import { cn } from "../../lib/utils.ts";

function thumbLabel(label: string | undefined, index: number, count: number) {
  if (!label) return undefined;
  if (count === 1) return label;
  if (count === 2) return `${label} (${index === 0 ? "minimum" : "maximum"})`;
  return `${label} (${index + 1} of ${count})`;
}

/**
 * Range slider. `aria-label` / `aria-labelledby` are forwarded to every thumb (the elements
 * with role="slider"), so give the slider a name just as you would an input.
 */
function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root>) {
  const values = React.useMemo(
    () => (Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min, max]),
    [value, defaultValue, min, max],
  );

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50",
        "data-[orientation=horizontal]:min-h-10",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:min-w-10 data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset data-[orientation=horizontal]:h-2 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional and never reorder
          key={index}
          aria-label={thumbLabel(ariaLabel, index, values.length)}
          aria-labelledby={ariaLabelledBy}
          className={cn(
            "block size-5 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm transition-[box-shadow] outline-none",
            "hover:ring-4 hover:ring-ring/25",
            "focus-visible:ring-4 focus-visible:ring-ring/60",
            "disabled:pointer-events-none disabled:opacity-50",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export { Slider };
