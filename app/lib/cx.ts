/**
 * Joins conditional class names without resolving conflicts, for the site's shell: its class
 * lists never conflict (shell-classes.test.tsx checks them), so cn()'s conflict table stays out
 * of every page's first load (issue 8).
 */
export { clsx as cx } from "clsx";
