// Server-side entry of settings: the one reader every page, e-mail and rule goes through.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { getShopSettings, keptGeneratedSetting, SETTING_KEYS } from "./settings.server.ts";
