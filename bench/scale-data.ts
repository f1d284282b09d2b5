// The values the scale data is drawn from. Custom-order prices come from the pricing engine
// itself (no second copy of the tables), for a fixed sample of option sets.
import {
  allowedQuantities,
  PACKAGING,
  PIN_BACKS,
  PLATINGS,
  quoteCustomOrder,
  SIZES,
} from "../app/features/pricing/index.ts";

/** A small deterministic generator, so two seeded databases hold the same orders. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMBO_COUNT = 256;

export interface ScaleCombo {
  quantity: number;
  size: string;
  plating: string;
  pin_back: string;
  packaging: string[];
  rush: boolean;
  per_pin: number;
  subtotal: number;
  rush_fee: number;
  total: number;
  deposit: number;
  balance: number;
}

/** Option sets the builder can produce, with the engine's figures (numbered by position). */
export function scaleCombos(): ScaleCombo[] {
  const random = generator(8);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const quantities = allowedQuantities();
  return Array.from({ length: COMBO_COUNT }, () => {
    const packing = pick(PACKAGING);
    const input = {
      quantity: pick(quantities),
      size: pick(SIZES),
      plating: pick(PLATINGS),
      pinBack: pick(PIN_BACKS),
      packaging: [packing],
      rushOrder: random() < 0.15,
    };
    const q = quoteCustomOrder(input);
    return {
      quantity: q.quantity,
      size: input.size,
      plating: input.plating,
      pin_back: input.pinBack,
      packaging: input.packaging,
      rush: input.rushOrder,
      per_pin: q.pricePerPinCents,
      subtotal: q.subtotalCents,
      rush_fee: q.rushFeeCents,
      total: q.totalCents,
      deposit: q.depositCents,
      balance: q.balanceCents,
    };
  });
}

export function scaleNames(): { first: string[]; last: string[] } {
  const first =
    "Olivia Liam Emma Noah Ava Oliver Sophia Elijah Mia James Amelia William Harper Lucas Evelyn Mason Abigail Ethan Emily Logan Ella Jacob Avery Jack Scarlett Aiden Grace Henry Chloe Owen Riley Wyatt Nora Caleb Lily Ryan Hannah Nathan Zoe Dylan Leah Isaac Aria Connor Layla Julian Stella Grant Maya Tyler Claire Miles Ruby Reid Hazel Brooks Ivy Tucker";
  const last =
    "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Whitaker Palmer Fairbanks Holloway Pemberton Ashford Calloway Sterling Hartley Beaumont";
  return { first: first.split(" "), last: last.split(" ") };
}

/** Ready-made pins for the regular orders' items, under this run's slugs. */
export function scaleProducts(tag: string) {
  return Array.from({ length: 24 }, (_, i) => ({
    slug: `scale-${tag}-pin-${i + 1}`,
    name: `Scale pin ${i + 1}`,
    description: "A ready-made pin of the scale data set.",
    price_cents: 800 + (i % 8) * 150,
    image_url: "/images/products/crossed-clubs-classic.svg",
  }));
}

/** About 450 words of markdown, the length of the demo posts. */
export function scalePostBody(): string {
  const paragraph =
    "A good ball marker survives a season in a pocket full of tees and coins. Soft enamel keeps the colours bright, the raised metal lines keep them apart, and a clear epoxy dome is optional. ";
  const section = (title: string) =>
    `## ${title}\n\n${paragraph.repeat(3)}\n\n- Plating\n- Size\n- Backing\n\n`;
  return ["Choosing colours", "Plating and size", "Packaging for events", "Ordering for a club"]
    .map(section)
    .join("")
    .repeat(2);
}

/** The paths a visitor opens, weighted by repetition: home and builder most. */
export function scalePaths(tag: string, posts: number): string[] {
  const products = Array.from({ length: 12 }, (_, i) => `/product/${i + 1}`);
  const postPaths = Array.from({ length: 20 }, (_, i) => `/blog/scale-${tag}-${1 + ((i * 7919) % posts)}`);
  return [
    ...Array<string>(8).fill("/"),
    ...Array<string>(5).fill("/custom"),
    ...Array<string>(3).fill("/blog"),
    "/checkout",
    "/track-order",
    "/login",
    ...products,
    ...postPaths,
  ];
}
