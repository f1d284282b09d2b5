// The page the invoice is drawn on: US Letter, the shop's colours, a cursor that moves down the
// page, and a new page (with the footer and the caller's repeated header) when the next block
// would not fit.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { pdfText } from "./pdf-text.ts";

/** The shop's colours, as its e-mails use them. */
export const INK = "#0b1d13";
export const MUTED = "#515f53";
export const GREEN = "#185b37";
export const BRASS = "#a47a22";
export const RULE = "#e0dccf";
export const TINT = "#f6f3ea";

export const PAGE = { width: 612, height: 792, margin: 48 };
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Where content stops: the footer takes the space below. */
const BOTTOM = PAGE.height - PAGE.margin - 34;

/** The shop's name is set in the site's display face; the rest in Helvetica. */
const BRAND_FONT = "Brand";
const brandFontFile = () =>
  createRequire(import.meta.url).resolve("@fontsource/fraunces/files/fraunces-latin-600-normal.woff");

export type Align = "left" | "right" | "center";

export interface TextStyle {
  size?: number;
  bold?: boolean;
  brand?: boolean;
  color?: string;
  align?: Align;
  width?: number;
  /** Extra space between letters (labels in capitals). */
  spacing?: number;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  /** Drawn at the top of every page after the first (a table's column headings). */
  onNewPage: (() => void) | undefined;
  /** Named at the top of every page after the first ("Invoice R00042 · Order #42, continued"). */
  private readonly running: string;

  constructor(info: { title: string; author: string; subject: string; running: string }) {
    this.running = info.running;
    this.doc = new PDFDocument({
      size: "LETTER",
      margin: PAGE.margin,
      bufferPages: true,
      info: { Title: pdfText(info.title), Author: pdfText(info.author), Subject: pdfText(info.subject) },
    });
    this.doc.registerFont(BRAND_FONT, brandFontFile());
    this.accent();
  }

  /** A thin band of the shop's green across the top of the page. */
  private accent() {
    this.doc.rect(0, 0, PAGE.width, 6).fill(GREEN);
  }

  private font(style: TextStyle) {
    const name = style.brand ? BRAND_FONT : style.bold ? "Helvetica-Bold" : "Helvetica";
    return this.doc
      .font(name)
      .fontSize(style.size ?? 9.5)
      .fillColor(style.color ?? INK);
  }

  /** The height `text` takes in that style and width. */
  measure(text: string, style: TextStyle = {}): number {
    this.font(style);
    return this.doc.heightOfString(pdfText(text), {
      width: style.width ?? CONTENT_WIDTH,
      characterSpacing: style.spacing ?? 0,
    });
  }

  /** Writes `text` at (x, y) without moving the cursor; answers the height it took. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    const width = style.width ?? RIGHT - x;
    this.font(style).text(pdfText(text), x, y, {
      width,
      align: style.align ?? "left",
      characterSpacing: style.spacing ?? 0,
      lineGap: 1,
    });
    return this.measure(text, { ...style, width });
  }

  rule(y: number, from = LEFT, to = RIGHT, color = RULE, weight = 0.75) {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(color).stroke();
  }

  box(x: number, y: number, width: number, height: number, color: string) {
    this.doc.rect(x, y, width, height).fill(color);
  }

  /** Starts a new page when `height` more would run into the footer. */
  ensureSpace(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.accent();
    this.text(this.running, LEFT, PAGE.margin - 16, { size: 8, color: MUTED });
    this.y = PAGE.margin + 4;
    this.onNewPage?.();
  }

  /** The footer of every page ("Page 2 of 3"), then the document's bytes. */
  finish(footer: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      // Writing below the bottom margin would make pdfkit start a page of its own.
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - PAGE.margin - 18;
      this.rule(y - 8);
      this.text(footer, LEFT, y, { size: 8, color: MUTED, width: CONTENT_WIDTH - 80 });
      this.text(`Page ${i - start + 1} of ${count}`, RIGHT - 80, y, {
        size: 8,
        color: MUTED,
        width: 80,
        align: "right",
      });
    }
    this.doc.end();
    return done;
  }
}
