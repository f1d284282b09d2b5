// The countries the checkout offers for shipping (docs/decisions.md): the United States first,
// then the others by name. Codes are ISO 3166-1 alpha-2, as PayPal and the server expect.

const CODES =
  "US CA MX GB IE AU NZ DE FR ES PT IT NL BE LU CH AT SE NO DK FI IS JP KR SG HK TW AE ZA BR AR CL".split(
    " ",
  );

export const DEFAULT_COUNTRY = "US";

const names = new Intl.DisplayNames(["en"], { type: "region" });

export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = CODES.map((code) => ({
  code,
  name: names.of(code) ?? code,
})).sort((a, b) =>
  a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name, "en"),
);
