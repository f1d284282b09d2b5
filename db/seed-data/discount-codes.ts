import type { DiscountType } from "../../app/features/discounts/index.ts";

// Demo discount codes. `discountValue` is a whole percent for percentage codes and cents for
// fixed codes; money is always in cents.
export interface DemoDiscountCode {
  code: string;
  discountType: DiscountType;
  discountValue: number;
  minimumOrderAmountCents: number | null;
  maxUses: number | null;
  isActive: boolean;
}

export const demoDiscountCodes: readonly DemoDiscountCode[] = [
  {
    // The exit-intent offer: 15% off, no minimum, no limit on uses.
    code: "SAVE15",
    discountType: "percentage",
    discountValue: 15,
    minimumOrderAmountCents: null,
    maxUses: null,
    isActive: true,
  },
  {
    // 10% off an order of $50.00 or more, for the first 500 uses.
    code: "WELCOME10",
    discountType: "percentage",
    discountValue: 10,
    minimumOrderAmountCents: 5000,
    maxUses: 500,
    isActive: true,
  },
  {
    // $25.00 off a club order of $200.00 or more, 100 uses.
    code: "CLUB25",
    discountType: "fixed",
    discountValue: 2500,
    minimumOrderAmountCents: 20000,
    maxUses: 100,
    isActive: true,
  },
];
