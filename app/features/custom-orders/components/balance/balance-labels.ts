import { isSize, SIZE_LABELS } from "../../../pricing/index.ts";

// How the balance page words the order's options: sizes read "1 inch", and
// plating has its hyphens shown as spaces, each word capitalised ("Black Nickel").

export const sizeLabel = (size: string): string => (isSize(size) ? SIZE_LABELS[size] : size);

export const platingLabel = (plating: string): string =>
  plating
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
