import { describe, expect, it } from "vitest";
import { mergeClasses } from "../../lib/class-merge.ts";
import { buttonVariants } from "./button-variants.ts";

const VARIANTS = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const SIZES = ["default", "sm", "lg", "icon", "icon-sm", "icon-lg"] as const;

describe("buttonVariants", () => {
  it("composes every variant and size without a class that another overrides", () => {
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        const classes = buttonVariants({ variant, size });
        expect(mergeClasses(classes), `${variant} ${size}`).toBe(classes);
      }
    }
  });
});
