import { describe, expect, it } from "vitest";
import {
  HTML_PAGE,
  imageBytes,
  PDF_BYTES,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from "../../../tests/kits/upload-fixtures.ts";
import { AppError } from "../../lib/errors.server.ts";
import { checkUploadBytes } from "./file-check.server.ts";
import { displayFileName, IMAGE_TOO_LARGE, UNSUPPORTED_FILE, UPLOAD_MAX_BYTES } from "./uploads.schemas.ts";

const text = (s: string) => new TextEncoder().encode(s);

async function refusal(bytes: Uint8Array): Promise<{ status: number; message: string }> {
  try {
    await checkUploadBytes(bytes);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error("the file was accepted");
}

describe("checkUploadBytes (the type comes from the bytes)", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["gif", "image/gif"],
    ["webp", "image/webp"],
  ] as const)("accepts a real %s image", async (format, contentType) => {
    const checked = await checkUploadBytes(await imageBytes(format));
    expect(checked.contentType).toBe(contentType);
    expect(checked.extension).toBe(format === "jpeg" ? "jpg" : format);
  });

  it("accepts a PDF", async () => {
    expect(await checkUploadBytes(PDF_BYTES)).toEqual({ extension: "pdf", contentType: "application/pdf" });
  });

  it.each([
    ["a bare <svg> root", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      "an XML prolog, comments and a doctype",
      '\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 1 1"></svg>',
    ],
    ["script inside (stored, but only ever served as an attachment)", SVG_WITH_SCRIPT],
  ])("accepts SVG text with %s", async (_, svg) => {
    expect(await checkUploadBytes(text(svg))).toEqual({ extension: "svg", contentType: "image/svg+xml" });
  });

  it.each([
    ["HTML (whatever its name says)", text(HTML_PAGE)],
    ["HTML that mentions <svg> later", text(`<html><body><svg></svg></body></html>`)],
    ["an <svg> start followed by binary", new Uint8Array([...text("<svg>"), 0xff, 0xfe, 0x00, 0x01])],
    ["an XML document that is not SVG", text('<?xml version="1.0"?><plist></plist>')],
    [
      "a doctype with an internal subset (entity tricks)",
      text('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
    ],
    ["a ZIP archive", new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)])],
    ["an empty file", new Uint8Array(0)],
    ["a PNG signature on garbage", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
  ])("refuses %s with 400", async (_, bytes) => {
    expect(await refusal(bytes)).toEqual({ status: 400, message: UNSUPPORTED_FILE });
  });

  it("refuses a PNG declaring 20,000 × 20,000 pixels before decoding it", async () => {
    expect(await refusal(pngDeclaring(20_000, 20_000))).toEqual({ status: 400, message: IMAGE_TOO_LARGE });
  });

  it("allows an image of up to 50 megapixels", async () => {
    expect((await checkUploadBytes(pngDeclaring(7_000, 7_000))).extension).toBe("png");
    expect((await refusal(pngDeclaring(7_100, 7_100))).message).toBe(IMAGE_TOO_LARGE);
  });

  it("refuses more than 10 MB with 413", async () => {
    const bytes = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    bytes.set(PDF_BYTES);
    expect((await refusal(bytes)).status).toBe(413);
  });
});

describe("displayFileName", () => {
  it.each([
    ["../../x", "x"],
    ["C:\\Users\\ada\\logo final.png", "logo final.png"],
    ["evil\u202Egnp.exe", "evilgnp.exe"],
    ["line\nbreak\u0000.svg", "linebreak.svg"],
    ["  spaced   out  .pdf ", "spaced out .pdf"],
    ["..", "logo.png"],
    ["", "logo.png"],
  ])("shows %j as %j", (raw, shown) => {
    expect(displayFileName(raw, "png")).toBe(shown);
  });

  it("keeps at most 120 characters", () => {
    expect(displayFileName(`${"a".repeat(200)}.png`, "png")).toHaveLength(120);
  });
});
