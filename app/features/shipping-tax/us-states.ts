// The US states (and DC) by their two-letter postal codes: tax rates and state shipping rates
// are set per code, and a shopper's "State" field is read as a code or a name.
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;
export type UsState = keyof typeof US_STATES;

export const isUsState = (code: string): code is UsState => Object.hasOwn(US_STATES, code);

const BY_NAME = new Map<string, UsState>(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code as UsState]),
);

/** "ca", "CA" and "California" all read as CA; anything else as null. */
export function usStateCode(text: string): UsState | null {
  const clean = text.trim().replace(/\s+/g, " ");
  const upper = clean.toUpperCase();
  if (isUsState(upper)) return upper;
  return BY_NAME.get(clean.toLowerCase()) ?? null;
}

/** A US address must name its state: shipping and sales tax depend on it. */
export const US_STATE_NEEDED = "Please enter a US state, e.g. CA or California.";

/** Whether an address names a real state when it is in the US (any text elsewhere). */
export const knowsUsState = (address: { country: string; state: string }) =>
  address.country.trim().toUpperCase() !== "US" || usStateCode(address.state) !== null;

/** "California", or a country's English name ("Canada") for the "we don't ship there" message. */
export function placeName(country: string, state: UsState | null): string {
  if (country === "US" && state) return US_STATES[state];
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}
