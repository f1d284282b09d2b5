/** The clubs and tournaments in the home page's logo carousel (artwork in public/images/clubs/). */
export interface ClubLogo {
  name: string;
  src: string;
}

const CLUBS = [
  ["Harbor Ridge Golf Club", "harbor-ridge-golf-club"],
  ["Newport Bluffs Invitational", "newport-bluffs-invitational"],
  ["Oak Hollow Country Club", "oak-hollow-country-club"],
  ["Sandpiper Links", "sandpiper-links"],
  ["Saltmarsh Charity Classic", "saltmarsh-charity-classic"],
  ["Marlowe Creek Golf Club", "marlowe-creek-golf-club"],
  ["Cypress Mesa Juniors", "cypress-mesa-juniors"],
  ["Brindle Heath Golf Club", "brindle-heath-golf-club"],
] as const;

export const CLUB_LOGOS: readonly ClubLogo[] = CLUBS.map(([name, file]) => ({
  name,
  src: `/images/clubs/${file}.svg`,
}));
