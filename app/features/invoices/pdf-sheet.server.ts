// The page the invoice is drawn on: US Letter, the shop's colours, a cursor that moves down the
// page, and a new page (with the footer and the caller's repeated header) when the next block
// would not fit.
import PDFDocument from "pdfkit";
import type { PdfFonts } from "./pdf-fonts.server.ts";
import { fontRuns, pdfText, wrapLines } from "./pdf-text.ts";

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

type Face = keyof PdfFonts;

/**
 * Where the baseline sits below a line's top, and the line's height, in ems. The text faces keep
 * what Helvetica had (the invoice's face before it embedded Noto Sans), so the layout is as it
 * was; the shop's name keeps Fraunces's own.
 */
const METRICS: Record<Face, { ascent: number; lineHeight: number }> = {
  regular: { ascent: 0.718, lineHeight: 1.156 },
  bold: { ascent: 0.718, lineHeight: 1.19 },
  brand: { ascent: 0.978, lineHeight: 1.233 },
};
/** Points between the lines of one text. */
const LINE_GAP = 1;

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

  private readonly fonts: PdfFonts;

  constructor(info: { title: string; author: string; subject: string; running: string }, fonts: PdfFonts) {
    this.running = info.running;
    this.fonts = fonts;
    this.doc = new PDFDocument({
      size: "LETTER",
      margin: PAGE.margin,
      bufferPages: true,
      info: { Title: pdfText(info.title), Author: pdfText(info.author), Subject: pdfText(info.subject) },
    });
    for (const face of ["regular", "bold", "brand"] as const) {
      fonts[face].forEach((font, i) => {
        // pdfkit takes a parsed fontkit font as it takes a file (its types list only files).
        this.doc.registerFont(`${face}-${i}`, font as unknown as PDFKit.Mixins.PDFFontSource);
      });
    }
    this.accent();
  }

  /** A thin band of the shop's green across the top of the page. */
  private accent() {
    this.doc.rect(0, 0, PAGE.width, 6).fill(GREEN);
  }

  private face(style: TextStyle): Face {
    return style.brand ? "brand" : style.bold ? "bold" : "regular";
  }

  /** The line as runs, each with the name its font is registered under. */
  private runs(line: string, face: Face) {
    const chain = this.fonts[face];
    return fontRuns(
      line,
      chain.length,
      (i, codePoint) => chain[i]?.hasGlyphForCodePoint(codePoint) ?? false,
    ).map((run) => ({ text: run.text, name: `${face}-${run.font}` }));
  }

  private width(line: string, style: TextStyle): number {
    const size = style.size ?? 9.5;
    const runs = this.runs(line, this.face(style));
    let width = (style.spacing ?? 0) * Math.max(0, [...line].length - 1);
    for (const run of runs) width += this.doc.font(run.name).fontSize(size).widthOfString(run.text);
    return width;
  }

  private lines(text: string, style: TextStyle): string[] {
    return wrapLines(pdfText(text), style.width ?? CONTENT_WIDTH, (line) => this.width(line, style));
  }

  private height(lines: number, style: TextStyle): number {
    return lines * METRICS[this.face(style)].lineHeight * (style.size ?? 9.5) + (lines - 1) * LINE_GAP;
  }

  /** The height `text` takes in that style and width. */
  measure(text: string, style: TextStyle = {}): number {
    return this.height(this.lines(text, style).length, style);
  }

  /** Writes `text` at (x, y) without moving the cursor; answers the height it took. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    const full = { ...style, width: style.width ?? RIGHT - x };
    const face = this.face(style);
    const size = style.size ?? 9.5;
    const spacing = style.spacing ?? 0;
    const { ascent, lineHeight } = METRICS[face];
    const lines = this.lines(text, full);
    lines.forEach((line, i) => {
      const baseline = y + i * (lineHeight * size + LINE_GAP) + ascent * size;
      const free = full.width - this.width(line, full);
      let left = style.align === "right" ? x + free : style.align === "center" ? x + free / 2 : x;
      for (const run of this.runs(line, face)) {
        this.doc
          .font(run.name)
          .fontSize(size)
          .fillColor(style.color ?? INK)
          .text(run.text, left, baseline, {
            lineBreak: false,
            baseline: "alphabetic",
            characterSpacing: spacing,
          });
        left += this.doc.widthOfString(run.text) + spacing * [...run.text].length;
      }
    });
    return this.height(lines.length, full);
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
