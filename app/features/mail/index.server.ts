// Server-side entry of mail: the services routes, other features and tests may call.
// Everything else in the folder is private (docs/decisions/010-feature-boundaries.md).
export { MAIL_SEND_JOB, queueMail, queueRenderedMail, requeueStuckMail } from "./mail.server.ts";
export { adminUrl, notifyOwner, type OwnerNotice, queueOwnerMail } from "./owner-notice.server.ts";
export { mailShop, type RenderedMail, renderMail } from "./render-mail.server.ts";
