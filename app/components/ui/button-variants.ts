import { cva } from "class-variance-authority";

// The button's classes, apart from the Button component so the site's shell can style a link or
// a button with them without cn() and its conflict table (issue 8's first-load budget). No
// size repeats a class of the base or of a variant (gap and text size live in the sizes), so the
// classes need no merging: button-variants.test.ts checks every combination.
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap select-none",
    "transition-[color,background-color,border-color,box-shadow,opacity] duration-150 outline-none",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "aria-invalid:border-destructive",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        outline:
          "border bg-background text-foreground shadow-xs hover:border-primary/30 hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/20 dark:hover:bg-accent",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 gap-2 px-5 py-2 text-sm has-[>svg]:px-4",
        sm: "h-9 gap-1.5 px-3.5 text-sm has-[>svg]:px-3",
        lg: "h-12 gap-2 px-7 text-base has-[>svg]:px-6",
        icon: "size-10 gap-2 text-sm",
        "icon-sm": "size-9 gap-2 text-sm",
        "icon-lg": "size-12 gap-2 text-sm",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
