// How long the links e-mailed to a customer work: a password reset for an hour, an e-mail
// verification for a day, a sign-in link for 15 minutes; a new member of staff has three days to
// choose a password. Kept apart from the service so that plain Node scripts can import the
// accounts entry without loading the e-mail templates (TSX) the service sends.
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const PASSWORD_RESET_TTL_MS = HOUR_MS;
export const EMAIL_VERIFY_TTL_MS = 24 * HOUR_MS;
export const STAFF_INVITE_TTL_MS = 72 * HOUR_MS;
export const LOGIN_LINK_TTL_MS = 15 * MINUTE_MS;
