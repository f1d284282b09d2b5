import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./class-merge.ts";

/** Merge conditional class names and resolve conflicting Tailwind utilities (last one wins). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
