// `node scripts/render-og-image.ts`: renders the default sharing image (Open Graph, 1200×630,
// the size Facebook, LinkedIn and X ask for) from the hero artwork. Crawlers do not render SVG,
// so og:image must be a bitmap. Run it again whenever hero-pins.svg changes.
import path from "node:path";
import sharp from "sharp";

const brand = path.resolve("public/images/brand");
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

await sharp(path.join(brand, "hero-pins.svg"), { density: 144 })
  .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: "centre" })
  .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
  .toFile(path.join(brand, "og-default.png"));

process.stdout.write("Wrote public/images/brand/og-default.png\n");
