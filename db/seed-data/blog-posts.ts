import type { PostStatus } from "../../app/features/blog/index.ts";

// Demo blog posts. Prices quoted here follow the pricing engine (app/features/pricing): minimum
// 50 pins, $7.00 / $6.00 / $5.00 / $4.00 / $3.00 per pin by tier (1 inch, silver), 10% deposit,
// $100 flat rush. Change those rules and these posts must change with them.
export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  /** GitHub-flavoured markdown. */
  content: string;
  featuredImage: string;
  tags: readonly string[];
  status: Extract<PostStatus, "published" | "draft">;
  /** How long ago a published post went out; ignored for drafts. */
  publishedAtDaysAgo: number;
}

export const demoPosts: readonly DemoPost[] = [
  {
    slug: "soft-vs-hard-enamel",
    title: "Soft enamel vs hard enamel: which is right for your club?",
    excerpt:
      "Both look alike from across the pro shop, but they are made differently and suit different jobs. Here is how to choose for your club, your event or your team.",
    content: `Walk into any pro shop and you will see both kinds of enamel pin on the counter. They can look alike from a few feet away, but they are made differently, they feel different in the hand, and they suit different jobs. Here is how to choose for your club, your event or your team.

## How each one is made

Both start the same way: your design is struck into a metal blank, leaving raised metal lines (the outlines) and recessed areas between them. The blank is plated (silver, gold, bronze or black nickel) and the recessed areas are filled with colored enamel, one color per area.

### Soft enamel

The enamel is filled in and cured so that it sits **just below** the raised metal lines. Run a thumb across a soft enamel pin and you feel every outline. Light catches the metal edges, which gives the design depth and makes fine detail such as lettering, waves or the dimples of a golf ball easy to read.

### Hard enamel

The enamel is overfilled, baked, then ground and polished until it is **flush** with the metal. The surface is smooth and glassy, a little like jewelry. Because of the extra grinding and polishing, hard enamel usually costs more and takes longer to make.

## Side by side

| | Soft enamel | Hard enamel |
| --- | --- | --- |
| Surface | Textured: enamel sits below the metal lines | Smooth and flat, polished flush |
| Look | Depth and shadow, crisp outlines | Sleek, jewelry-like shine |
| Color matching | Wide range of PMS colors | Slightly narrower palette |
| Fine detail | Excellent, the raised lines do the work | Good, but very thin lines can blur in polishing |
| Durability | Very good for everyday wear | Excellent, the hardest-wearing surface |
| Cost and lead time | Lower, faster | Higher, slower |

## Which is right for your club?

Choose **soft enamel** when:

- the design has lettering, a crest or a scene with plenty of outlines;
- you want strong, accurate club colors;
- the pins are for a tournament, a member gift or a junior program, where budget and timing matter;
- you are making **ball markers**, which live in pockets and on hat clips and benefit from a design you can read at a glance on the green.

Choose **hard enamel** when the pin is a once-in-a-lifetime keepsake (a 100th anniversary, a captain's badge) and a polished, heirloom finish matters more than price or speed.

> Our honest take: for nine club orders out of ten, soft enamel is the better pin. The texture is part of its charm, it photographs beautifully, and it leaves room in the budget for better packaging or a larger run.

That is why every custom pin we make is soft enamel. If your project really calls for hard enamel, we will tell you so rather than sell you something that is not right.

## What soft enamel costs with us

Prices are per pin and fall as the quantity rises. The base price is for a 1 inch pin with silver plating:

| Quantity | Price per pin |
| --- | --- |
| 50 | $7.00 |
| 51 to 99 | $6.00 |
| 100 to 249 | $5.00 |
| 250 to 499 | $4.00 |
| 500 to 1,000 | $3.00 |

The minimum order is 50 pins. Gold, bronze or black nickel plating, the 1.5 inch size, butterfly or locking backs and extra packaging each add a small amount per pin, and the [pin builder](/custom) shows the exact total as you choose. You pay a 10% deposit to start, see a mockup within 24 hours, and pay the balance only once you have approved it.

## Three questions to settle before you order

1. **How many colors does the design need?** Every color is a separate enamel area with a metal line around it, so simplify gradients and shading into flat colors.
2. **What plating suits your colors?** Gold warms up greens and reds; silver keeps blues and whites crisp; black nickel makes bright enamels pop.
3. **How will it be worn?** A rubber clutch is fine for a lapel; a locking back is the safer choice on a bag or a cap that gets thrown around.

If you are not sure, send us what you have. Our guide to [preparing artwork for custom pins](/blog/preparing-artwork-for-custom-pins) explains the files we need, and the mockup will show you exactly how soft enamel treats your design before you pay the balance.`,
    featuredImage: "/images/blog/soft-vs-hard-enamel.svg",
    tags: ["enamel", "pin-basics", "clubs"],
    status: "published",
    publishedAtDaysAgo: 34,
  },
  {
    slug: "preparing-artwork-for-custom-pins",
    title: "How to prepare artwork for custom pins (300 DPI, vector, Pantone)",
    excerpt:
      "Vector files, 300 DPI, PMS colors and the few rules soft enamel adds: everything a factory needs to turn your logo into a great pin the first time.",
    content: `Good artwork is the quickest way to a great pin. It means a mockup that looks right the first time, fewer rounds of changes, and colors that match your club's blazer rather than roughly resembling it. You do not need to be a designer to get this right; you only need to know what the factory needs.

## Vector first, pixels second

A **vector** file describes your logo as shapes and curves, so it can be scaled to any size without losing sharpness. That is exactly what a pin mould needs, because every color area and every metal line is cut from those shapes.

- **Best:** SVG or PDF exported from Illustrator, Affinity Designer, Inkscape or similar, with the artwork kept as vectors.
- **Fine:** a high-resolution PNG or JPG. We redraw it as vector for you as part of the mockup.
- **Avoid:** a logo copied from a website or an e-mail signature. These are usually tiny and blurry, and redrawing them is guesswork.

Our uploader accepts PNG, JPG, GIF, WEBP, SVG and PDF files up to 10 MB. If your designer sends AI or EPS files, ask them for a PDF or SVG export.

### What 300 DPI really means

If you only have a raster image, it should be at least **300 DPI at the size it would be printed**. For a logo, a comfortable floor is about 1,500 pixels on the longest side. Dragging a small image up to 300 DPI in an editor does not add detail; it only makes the blur bigger.

## Colors: speak Pantone

Screens show color differently, so "club green" on your monitor may not be club green on ours. Enamel is matched to **Pantone (PMS) solid coated** colors, the ones ending in **C**. If your club has a brand guide, the PMS codes are usually on one of the first pages.

| You have | What to send |
| --- | --- |
| A brand guide | The PMS codes for each color |
| Only a printed item | A photo in daylight and we will suggest the closest PMS |
| Hex or RGB codes | Send them; we convert and confirm in the mockup |
| Nothing at all | Tell us the feel you want and we will propose a palette |

> Tip: fewer colors almost always make a better pin. Four to six enamel colors plus the plating is the sweet spot for a crest or a course scene.

## Designing for soft enamel

Soft enamel has its own rules, because each color sits in its own recessed area with a raised metal line around it.

1. **No gradients.** Shading, glows and photo effects need to become flat areas of color. A sunset becomes three bands of orange, not a blend.
2. **Mind the thin lines.** As a rule of thumb, keep raised lines at least 0.2 mm (about 0.008 inch) wide and lettering at least 1.5 mm tall on the finished pin.
3. **Count your words.** A 1 inch pin has room for a name and perhaps a year. Long mottos belong on the backer card.
4. **Convert text to outlines.** This stops the font from being swapped for a default one when the file is opened elsewhere.
5. **Check it small.** Zoom out until the artwork is the real size of the pin on your screen. If you cannot read it, neither can anyone on the first tee.

## A checklist you can copy

Paste this into the notes when you place your order, or send it to whoever is preparing the file:

\`\`\`text
ARTWORK CHECKLIST - Fairway Pin Co.
[ ] File type: SVG or PDF (vector) preferred; PNG/JPG at 300 DPI or more
[ ] File size: 10 MB or less
[ ] Text converted to outlines
[ ] Colors listed as PMS codes, e.g. 3425 C (green), 7562 C (gold)
[ ] No gradients, shadows or transparency effects
[ ] Finished size chosen: 0.75 / 1 / 1.25 / 1.5 inch
[ ] Plating chosen: silver / gold / bronze / black nickel
[ ] Wording and spelling checked by a second person
\`\`\`

## What happens after you upload

You place the order in the [pin builder](/custom) and pay a 10% deposit. Within 24 hours we send a mockup showing the exact shape, the metal lines, every enamel color with its PMS code and the finished size. Ask for as many changes as you need; nothing goes into production until you approve the mockup and pay the balance.

Still unsure whether your file will work? Upload what you have. The worst case is that we redraw it for you, and you see the result before you pay another cent.\\
Happy designing, and see you on the first tee.`,
    featuredImage: "/images/blog/artwork-prep.svg",
    tags: ["artwork", "design", "pin-basics", "how-to"],
    status: "published",
    publishedAtDaysAgo: 21,
  },
  {
    slug: "tournament-ball-marker-timeline",
    title: "Ball markers for tournaments: a planning timeline",
    excerpt:
      "Custom ball markers are the tournament gift every player uses. Work back from your tee time with this week-by-week plan, prices included.",
    content: `A custom ball marker is one of the few tournament gifts that every player actually uses. It goes in a pocket on the first tee, marks a putt on the last green, and comes home as a reminder of the day. The catch is timing: markers ordered too late arrive the morning of the event, or not at all. This timeline works backwards from your tee time.

## The short version

- Start **eight weeks out** if you can.
- Standard production and delivery takes **3 to 4 weeks** after you approve the mockup and pay the balance.
- **Rush** delivery takes **2 to 3 weeks** for a flat **$100** per order.
- Keep **one week** of buffer before the event for sorting and packing.

## Week by week

### Eight weeks out: the brief

Agree on the design with your committee, gather the club logo (see our guide to [preparing artwork](/blog/preparing-artwork-for-custom-pins)) and decide who gets a marker. Count players, caddies, volunteers and sponsors, then add a few spares for the prize table and the guest who turns up unannounced.

### Six weeks out: order, deposit, mockup

1. Build the order in the [pin builder](/custom): quantity, size, plating, back and packaging.
2. Upload your artwork and pay the **10% deposit**.
3. Receive your mockup **within 24 hours**.
4. Share it with the committee, request changes if needed, then approve it and pay the balance.

Approval is the step that most often slips. Name one person who can say yes on the committee's behalf, and give them a deadline.

### Five weeks out: production

Once the balance is paid, the markers go into production. With standard delivery, they arrive 3 to 4 weeks later, which lands them in your hands about a week before the event. You can follow every stage on the [track order](/track-order) page.

### One week out: pack and place

Check the count, open a few bags at random, and pack markers into goody bags or set them at each cart. If you ordered backer cards, this is when they pay for themselves: nothing to assemble, and sponsors see their names on every card.

### Event day

Hand them out on the first tee and watch them come out on the first green.

> Running late? If you are inside five weeks, choose rush delivery in the builder. It is $100 flat whatever the quantity, and it brings delivery down to 2 to 3 weeks after approval.

## What it costs

Markers are priced per piece, with a minimum order of 50. The base price is for a 1 inch marker with silver plating:

| Quantity | Price each | Example order | 10% deposit |
| --- | --- | --- | --- |
| 50 | $7.00 | 50 markers: $350.00 | $35.00 |
| 51 to 99 | $6.00 | 75 markers: $450.00 | $45.00 |
| 100 to 249 | $5.00 | 150 markers: $750.00 | $75.00 |
| 250 to 499 | $4.00 | 300 markers: $1,200.00 | $120.00 |
| 500 to 1,000 | $3.00 | 500 markers: $1,500.00 | $150.00 |

Plating, size, back and packaging choices can add a little per piece; the builder shows the exact figure before you pay anything. For a 144-player field with a few spares, 150 markers at $5.00 each comes to $750.00, a $75.00 deposit and a $675.00 balance. Add rush and the total is $850.00.

## A head count template

Most committees already track the field in a spreadsheet. Add a markers column and the order quantity works itself out. Here is a starting point you can paste into any spreadsheet:

\`\`\`csv
group,people,markers,notes
Players,144,144,one per player
Caddies and volunteers,18,18,hand out at registration
Sponsors,6,12,two each for display
Prize table and spares,0,6,lost and late arrivals
\`\`\`

That adds up to 180, and the builder takes any quantity from 50 to 1,000, so order exactly that: 180 markers fall in the 100 to 249 tier at $5.00 each. Near the top of a tier, check the builder's note on the next one: 99 markers cost more than 100.

## Common pitfalls

- **Waiting for final sponsor logos.** Lock the design at eight weeks; late logos can go on the backer cards instead.
- **Forgetting the approver is on vacation.** See above: one named person, one deadline.
- **Ordering exactly the field size.** Someone always wants a second marker for a partner or a child.

Plan it once and reuse the timeline every year. Next season, the only thing that changes is the date on the marker.`,
    featuredImage: "/images/blog/tournament-timeline.svg",
    tags: ["tournaments", "ball-markers", "planning"],
    status: "published",
    publishedAtDaysAgo: 9,
  },
  {
    slug: "caring-for-enamel-pins",
    title: "Caring for your enamel pins",
    excerpt: "Wear, clean and store your pins and ball markers so they still look new seasons from now.",
    content: `A well-made enamel pin will outlast the cap or blazer it is pinned to, as long as it is treated with a little care. Here is how to keep your pins and ball markers looking the way they did when you opened the bag.

## Everyday wear

- **Pin through fabric, not leather.** Each hole in leather is permanent; on a bag strap, use an existing eyelet or a pin board instead.
- **Use the right back.** A rubber clutch grips well on a lapel. On a golf bag or a cap that gets tossed in the trunk, a locking back is the safer choice.
- **Take pins off before washing.** Washing machines and dryers bend posts, chip enamel and scratch plating.
- **Keep ball markers apart from keys and coins.** Metal against metal is the fastest way to scuff plating. A separate pocket does the job.

## Cleaning, step by step

Soft enamel sits slightly below the raised metal lines, so dust and sunscreen can collect along the edges. Cleaning takes two minutes:

1. Wipe the pin with a dry, soft microfiber cloth.
2. For grime in the recesses, dip a soft toothbrush in lukewarm water with a drop of mild dish soap and brush gently along the metal lines.
3. Rinse briefly under the tap, keeping the back and clutch dry where you can.
4. Pat dry straight away with the cloth, then leave it face up for an hour before storing.

> Never use metal polish, scouring pads, bleach, an ultrasonic cleaner or the dishwasher. They strip plating and can lift or cloud the enamel.

## Storage

Store pins somewhere dry, away from direct sunlight. Humidity is what tarnishes plating over time, so a drawer in a living room beats a box in the garage. For a collection:

- a felt pin board or a pin banner keeps them on display without contact;
- a lined case or a pouch with a small silica gel packet works well for travel;
- the original backer cards are ideal if you kept them, since each pin has its own slot.

## Troubleshooting

| Problem | Likely cause | What to do |
| --- | --- | --- |
| Dull or cloudy plating | Fingerprints and skin oils | Buff with a dry microfiber cloth |
| Dark spots on silver | Tarnish from humidity | Clean as above, then store with silica gel |
| Dirt along the outlines | Dust and sunscreen in the recesses | Soft toothbrush and mild soapy water |
| Clutch keeps slipping off | Worn rubber clutch | Replace the clutch, or switch to a locking back |
| Post is bent | Pressure from a bag or the wash | Straighten gently with your fingers, never pliers |

## Ball markers and magnets

Many ball markers ride on a magnetic hat clip. The magnets are small, but keep them away from bank cards, hotel key cards and mechanical watches, and do not store markers loose in the same pocket as your phone's card wallet. If a marker picks up sand or grit from the green, rinse it rather than wiping, so the grit does not scratch the plating.

## When a pin is damaged

Enamel can chip if a pin is dropped on a hard floor, and plating can wear through after years of daily use. Small chips are part of a well-loved pin's story, but if a pin from a club order arrived damaged, get in touch with your order number and a photo and we will put it right.

Questions about caring for a particular finish, such as black nickel or bronze? Ask us when you next order from the [pin builder](/custom).\\
Fairway Pin Co., Newport Beach, CA`,
    featuredImage: "/images/blog/caring-for-pins.svg",
    tags: ["care", "enamel"],
    status: "draft",
    publishedAtDaysAgo: 0,
  },
];
