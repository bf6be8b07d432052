import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  /** The title in the document's metadata. */
  title: string | null;
  /** Each page's text, any run of spaces (no-break ones too) as one plain space. */
  pages: string[];
  /** Every page's text, joined by a space. */
  text: string;
  /** Each page's width and height in points, rounded. */
  sizes: Array<[number, number]>;
  /** Images painted, over all pages. */
  imageCount: number;
}

/** Tests: a PDF read back the way a viewer would (pdfjs-dist). */
export async function readPdf(data: Buffer | Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[] = [];
  const sizes: Array<[number, number]> = [];
  let imageCount = 0;
  let title: string | null = null;
  try {
    const { info } = await pdf.getMetadata();
    const value = (info as { Title?: unknown }).Title;
    title = typeof value === 'string' ? value : null;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // One space for any run of spaces: pdfkit breaks lines where it likes.
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text.replace(/\s+/g, ' ').trim());
      const [, , width, height] = page.view;
      sizes.push([Math.round(width!), Math.round(height!)]);
      const operators = await page.getOperatorList();
      imageCount += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    }
  } finally {
    await pdf.destroy();
  }
  return { title, pages, text: pages.join(' '), sizes, imageCount };
}
