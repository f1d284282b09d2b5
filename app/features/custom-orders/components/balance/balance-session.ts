// The page shows "Payment Complete!" for an order "just paid in this session".
// A paid link is spent (it answers like an unknown one), so the tab remembers which links it
// paid, for a reload; sessionStorage ends with the tab. The token is dead by then, so keeping
// it here gives nothing away.
const key = (token: string) => `balancePaid:${token}`;

export function rememberBalancePaid(token: string): void {
  try {
    sessionStorage.setItem(key(token), "1");
  } catch {
    // Storage blocked (private mode): the page still shows Payment Complete until a reload.
  }
}

export function wasBalancePaidHere(token: string): boolean {
  try {
    return sessionStorage.getItem(key(token)) === "1";
  } catch {
    return false;
  }
}
