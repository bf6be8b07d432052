import { createRequire } from 'node:module';
import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';
import PDFDocument from 'pdfkit';

/**
 * The font files come from the dejavu-fonts-ttf package, resolved in node_modules at run time (the
 * server bundle keeps dependencies external), never from a path inside src.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/**
 * The names every PDF draws with (`doc.font(FONT.bold)`). DejaVu Sans is embedded (as a subset):
 * unlike pdfkit's built-in Helvetica, which only encodes Windows-1252, it prints the names and
 * addresses users type (ł, ő, č, Greek, Cyrillic) as they are, and a viewer reads them back.
 */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  /** The document's title in its metadata (a viewer shows it instead of the file name). */
  title: string;
  lang: Language;
  /** Points on every side of every page. */
  margin: number;
  /** Author and creator in the metadata. */
  author?: string;
}

/** An A4 portrait document with the DejaVu fonts registered, the regular one selected. */
export function createPdf({ title, lang, margin, author }: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin,
    lang: LOCALE_OF[lang],
    displayTitle: true,
    info: { Title: title, ...(author ? { Author: author, Creator: author } : {}) },
    // The starting font: without it pdfkit would load Helvetica first.
    font: FONT_FILES.regular,
  });
  doc.registerFont(FONT.regular, FONT_FILES.regular);
  doc.registerFont(FONT.bold, FONT_FILES.bold);
  return doc.font(FONT.regular);
}

/**
 * Ends the document and resolves with its bytes. Documents are a few kilobytes: a complete buffer
 * lets the reply carry its length, and a failure answers an error before any byte is sent.
 */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
