// Browser-safe entry of settings: the constants and types others may use.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export {
  DEFAULT_RUSH_CAPACITY,
  OWNER_NOTICE_EVENTS,
  type OwnerNoticeEvent,
  type ShopSettings,
} from "./settings.schemas.ts";
