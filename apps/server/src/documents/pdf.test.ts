import { describe, expect, it } from 'vitest';
import { createPdf, FONT, pdfBuffer } from './pdf';
import { readPdf } from './read-pdf';

describe('createPdf', () => {
  it('is an A4 document whose title and text keep every character, in both fonts', async () => {
    const doc = createPdf({ title: 'Affiche Łódź', lang: 'fr', margin: 50, author: 'Portal' });
    doc.font(FONT.regular).text('Łódź, Gödöllő, € 1.250');
    doc.font(FONT.bold).text('Čeština Ελληνικά Кириллица');
    const bytes = await pdfBuffer(doc);

    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the embedded fonts: nothing falls back to the built-in, Windows-1252-only Helvetica.
    expect(bytes.includes('Helvetica')).toBe(false);
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Affiche Łódź');
    expect(pdf.sizes).toEqual([[595, 842]]);
    expect(pdf.text).toContain('Łódź, Gödöllő, € 1.250');
    expect(pdf.text).toContain('Čeština Ελληνικά Кириллица');
  });
});
