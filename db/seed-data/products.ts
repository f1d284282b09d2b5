// The ready-made pins sold through the cart (demo data). `slug` is the natural key the seed
// upserts on, so keep it stable; the artwork lives in public/images/products/.
export const demoProducts = [
  {
    slug: "pebble-cove-18th-hole",
    name: "Pebble Cove 18th Hole Lapel Pin",
    description:
      "A clifftop green above a blue cove at sunset, with the flag of the closing hole snapping in the sea breeze. The soft enamel sits just below the raised gold lines, so you can feel the waves and the rock strata under your thumb. Sized for a lapel, a cap or a tournament lanyard.",
    priceCents: 1600,
    stockCount: 100,
    imageUrl: "/images/products/pebble-cove-18th-hole.svg",
    features: [
      "1.25 inch soft enamel",
      "Gold plating",
      "Arched shield shape",
      "Two rubber clutch backs",
      "Gift-ready backer card",
    ],
  },
  {
    slug: "crossed-clubs-classic",
    name: "Crossed Clubs Classic Ball Marker",
    description:
      "A driver and an iron crossed beneath a golf ball, on an ivory field ringed in deep fairway green. The marker is thin enough to sit flat on the green and comes on a magnetic hat clip, so it is always to hand.",
    priceCents: 1200,
    stockCount: 100,
    imageUrl: "/images/products/crossed-clubs-classic.svg",
    features: [
      "1 inch soft enamel",
      "Silver (nickel) plating",
      "Magnetic ball marker + hat clip",
      "Flat back that lies level on the green",
    ],
  },
  {
    slug: "hole-in-one",
    name: "Hole in One Commemorative Pin",
    description:
      "For the shot you will be talking about for years: a ball dropping into the cup beside a red flag marked 1, under a green ribbon reading Hole in One. The ribbon is part of the same gold-plated die, so it stays put however often the pin is worn.",
    priceCents: 1800,
    stockCount: 100,
    imageUrl: "/images/products/hole-in-one.svg",
    features: [
      "1.5 inch soft enamel",
      "Gold plating",
      "Die-cut ribbon banner",
      "Locking pin back",
      "Presentation backer card",
    ],
  },
  {
    slug: "azalea-bloom",
    name: "Azalea Bloom Lapel Pin",
    description:
      "A five-petal pink azalea with a deep magenta throat and curving gold stamens, set on two green leaves. The shape is cut to the outline of the flower, so there is no disc around it. This is a spring run and the current batch has sold out; it returns with the next production.",
    priceCents: 1400,
    stockCount: 0,
    imageUrl: "/images/products/azalea-bloom.svg",
    features: ["1.25 inch soft enamel", "Gold plating", "Die-cut flower shape", "Butterfly clutch back"],
  },
  {
    slug: "links-flag-set",
    name: "Links Flag Set Pin",
    description:
      "A yellow flag numbered 18 on a red-banded flagstick, planted in a green with a ball beside the cup. Black nickel plating gives the raised lines a dark, smoky finish that makes the yellow and green enamel stand out.",
    priceCents: 1500,
    stockCount: 100,
    imageUrl: "/images/products/links-flag-set.svg",
    features: [
      "1.5 inch tall soft enamel",
      "Black nickel plating",
      "Die-cut flagstick shape",
      "Two rubber clutch backs",
    ],
  },
  {
    slug: "birdie-club",
    name: "Birdie Club Ball Marker",
    description:
      "A navy swallow with a russet throat swoops over green hills and a red flag, inside a navy band reading Birdie Club and Under Par. It is a ball marker first, riding on a magnetic hat clip, and a small reward to yourself for the next one under par.",
    priceCents: 1100,
    stockCount: 100,
    imageUrl: "/images/products/birdie-club.svg",
    features: [
      "1 inch soft enamel",
      "Gold plating",
      "Magnetic ball marker + hat clip",
      "Seven enamel colors",
    ],
  },
  {
    slug: "desert-dunes",
    name: "Desert Dunes Lapel Pin",
    description:
      "A striped sunset sun sinking behind sand dunes, with a saguaro on the left and a flagged green on the right, for golfers who play their winters in the desert. The sky is built from three bands of orange enamel divided by fine gold lines.",
    priceCents: 1300,
    stockCount: 100,
    imageUrl: "/images/products/desert-dunes.svg",
    features: ["1.25 inch soft enamel", "Gold plating", "Rounded rectangle shape", "Rubber clutch back"],
  },
  {
    slug: "tartan-tee",
    name: "Tartan Tee Shield Pin",
    description:
      "A nod to the game's Scottish roots: a red and green tartan shield with a golf tee and ball in an ivory roundel. The tartan's fine lines are raised silver, which is how a soft enamel pin draws a woven check.",
    priceCents: 1000,
    stockCount: 100,
    imageUrl: "/images/products/tartan-tee.svg",
    features: ["1 inch soft enamel", "Silver (nickel) plating", "Shield shape", "Rubber clutch back"],
  },
  {
    slug: "clubhouse-flag",
    name: "Clubhouse Flag Lapel Pin",
    description:
      "A red flag on a gold pole over a deep green enamel disc, ringed in polished gold and lettered CLUBHOUSE. Photographed on the practice green at first light, as a phone takes it: the demo's one real photo, so the shop is measured with what an owner uploads.",
    priceCents: 1500,
    stockCount: 100,
    // Its picture is a phone photo the seed uploads like an owner would (photo below).
    imageUrl: "/images/brand/logo-mark.svg",
    photo: "clubhouse-flag-pin.jpg",
    features: ["1.25 inch soft enamel", "Gold plating", "Round shape", "Rubber clutch back"],
  },
] as const;
