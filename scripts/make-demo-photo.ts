// Makes the demo data's phone photo (db/seed-data/photos/clubhouse-flag-pin.jpg) the way a phone
// would deliver it: 4032×3024 pixels stored sideways with an EXIF Orientation of 6, camera make and
// model, a GPS position, JPEG quality 95. Nothing can be downloaded where the shop is built, so the
// picture is drawn: a sky and a mown green with grain, a soft-focus treeline and an enamel pin in
// the foreground, all from a seeded generator, so running it again writes the same pixels.
// Run with `node scripts/make-demo-photo.ts`; the JPEG is committed and used by the demo data.
import path from "node:path";
import sharp from "sharp";

const WIDTH = 3024; // upright (portrait) scene; stored rotated, as a phone held upright stores it
const HEIGHT = 4032;
const OUT = path.join(import.meta.dirname, "..", "db", "seed-data", "photos", "clubhouse-flag-pin.jpg");

/** Mulberry32: a small seeded generator, so the grain is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise on a coarse lattice, for the mottled grass and the blurred trees. */
function lattice(cells: number, next: () => number) {
  const size = cells + 2;
  const values = Float32Array.from({ length: size * size }, next);
  return (x: number, y: number) => {
    const gx = (x / WIDTH) * cells;
    const gy = (y / HEIGHT) * cells;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = gx - ix;
    const fy = gy - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const at = (i: number, j: number) => values[j * size + i]!;
    const top = at(ix, iy) * (1 - sx) + at(ix + 1, iy) * sx;
    const bottom = at(ix, iy + 1) * (1 - sx) + at(ix + 1, iy + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
}

function scene(): Buffer {
  const next = random(20261128);
  const broad = lattice(12, next);
  const fine = lattice(90, next);
  const trees = lattice(40, next);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const horizon = HEIGHT * 0.34;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const grain = (next() - 0.5) * 18;
      let r: number;
      let g: number;
      let b: number;
      const treeTop = horizon - 260 - trees(x, 0) * 320;
      if (y < treeTop) {
        const t = y / horizon;
        r = 120 + 90 * t;
        g = 165 + 60 * t;
        b = 225 + 20 * t;
      } else if (y < horizon) {
        const shade = trees(x, y) * 0.6 + fine(x, y) * 0.4;
        r = 28 + 40 * shade;
        g = 58 + 60 * shade;
        b = 30 + 25 * shade;
      } else {
        const depth = (y - horizon) / (HEIGHT - horizon);
        const stripe = Math.floor((x + y * 0.35) / 260) % 2 === 0 ? 10 : -10;
        const mottle = broad(x, y) * 40 + fine(x, y) * 30;
        r = 50 + 30 * depth + mottle * 0.4;
        g = 110 + 50 * depth + mottle + stripe;
        b = 40 + 20 * depth + mottle * 0.3;
      }
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return pixels;
}

/** The pin: a gold-rimmed enamel disc with a flag on a green, lit from the top left. */
const pin = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="gold" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#fff4c2"/><stop offset="0.45" stop-color="#d9a93a"/><stop offset="1" stop-color="#7a5312"/>
    </radialGradient>
    <radialGradient id="enamel" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#2f8f5b"/><stop offset="1" stop-color="#0f4a2c"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <ellipse cx="1580" cy="2620" rx="980" ry="260" fill="url(#shadow)"/>
  <circle cx="1512" cy="2300" r="860" fill="url(#gold)"/>
  <circle cx="1512" cy="2300" r="760" fill="url(#enamel)"/>
  <path d="M900 2700 Q1512 2380 2124 2700 L2124 2760 Q1512 2900 900 2760 Z" fill="#8fd16a"/>
  <rect x="1490" y="1720" width="36" height="900" fill="url(#gold)"/>
  <path d="M1526 1730 L1980 1850 L1526 1990 Z" fill="#c8262e"/>
  <circle cx="1720" cy="2640" r="60" fill="#f8f8f2"/>
  <text x="1512" y="1700" font-family="serif" font-size="150" font-weight="bold" text-anchor="middle" fill="#f3dc8a">CLUBHOUSE</text>
  <ellipse cx="1200" cy="1850" rx="260" ry="120" fill="#fff" fill-opacity="0.25" transform="rotate(-30 1200 1850)"/>
</svg>`;

const upright = await sharp(scene(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .composite([{ input: Buffer.from(pin) }])
  .png()
  .toBuffer();
// Stored sideways, as the sensor saw it; Orientation 6 tells a viewer to turn it back upright.
await sharp(upright)
  .rotate(-90)
  .withExif({
    IFD0: {
      Make: "Apple",
      Model: "iPhone 15 Pro",
      Software: "17.1",
      DateTime: "2026:11:02 07:41:19",
    },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "36/1 34/1 2850/100",
      GPSLongitudeRef: "W",
      GPSLongitude: "121/1 57/1 1290/100",
    },
  })
  .withMetadata({ orientation: 6 })
  .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
  .toFile(OUT);
const meta = await sharp(OUT).metadata();
process.stdout.write(`${OUT}: ${meta.width}×${meta.height}, orientation ${meta.orientation}\n`);
