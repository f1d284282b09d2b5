// Real file bytes for upload tests: images drawn by sharp, a PDF, and a PNG header that declares
// a 20,000 × 20,000 image without its pixels (a pixel flood costs the attacker a few bytes).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export async function imageBytes(format: "png" | "jpeg" | "gif" | "webp", width = 40, height = 30) {
  const image = sharp({ create: { width, height, channels: 3, background: "#d0a348" } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG signature and header for a grey image of that size, with one row of data. */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
      pngChunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export const HTML_PAGE = `<!DOCTYPE html>
<html><head><title>Not a logo</title></head>
<body><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script></body></html>
`;

export const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)" viewBox="0 0 10 10">
  <script>alert("xss")</script>
  <rect width="10" height="10" fill="#185b37"/>
</svg>
`;

/** Where the phone photo below marks its stored top-left corner, upright (turned a quarter). */
export const PHONE_PHOTO = { storedWidth: 4032, storedHeight: 3024, uprightWidth: 3024, uprightHeight: 4032 };

/**
 * A phone's photo as it arrives: 4032×3024 stored sideways with EXIF Orientation 6, camera
 * make and model and a GPS position; its stored top-left corner is red, so a copy turned
 * upright has the red in its top-right corner.
 */
export async function phonePhotoBytes(background = "#2f7a45"): Promise<Uint8Array> {
  const { storedWidth: width, storedHeight: height } = PHONE_PHOTO;
  const marker = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: marker, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 34/1 2850/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "121/1 57/1 1290/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** What of a file's metadata a viewer would find: EXIF (camera, GPS), XMP, IPTC, orientation. */
export async function metadataOf(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  const raw = meta.exif ? Buffer.from(meta.exif) : Buffer.alloc(0);
  const exif = raw.toString("latin1");
  // The GPSInfo pointer (tag 0x8825) in either byte order: the IFD holding the position.
  const gps = raw.includes(Buffer.from([0x88, 0x25])) || raw.includes(Buffer.from([0x25, 0x88]));
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasExif: Boolean(meta.exif),
    camera: exif.includes("iPhone"),
    gps,
    hasXmp: Boolean(meta.xmp),
    orientation: meta.orientation,
  };
}
