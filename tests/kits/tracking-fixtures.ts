// One UPS parcel for the tracking tests of both kinds of order: the admin types its number with
// stray spaces around it, and the order keeps it trimmed, with its carrier link.
export const TRACKING_NUMBER = "1Z999AA10123456784";
export const TRACKING_URL = `https://www.ups.com/track?tracknum=${TRACKING_NUMBER}`;

/** The tracking form as the admin fills it in. */
export const TYPED_TRACKING = { trackingNumber: `  ${TRACKING_NUMBER} `, trackingUrl: TRACKING_URL };

/** The order as the tracking call answers it. */
export const SHIPPED_WITH_TRACKING = {
  status: "shipped",
  trackingNumber: TRACKING_NUMBER,
  trackingUrl: TRACKING_URL,
};
