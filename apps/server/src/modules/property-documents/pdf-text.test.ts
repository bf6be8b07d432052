import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText: texts for the standard PDF fonts (WinAnsi)', () => {
  it('keeps euro amounts, accents, superscripts, quotes and dashes', () => {
    const text = 'À vendre € 250.000 – “Gelijkvloers” ’s 140 m² Œuvre ç ë ñ ß Ÿ …';
    expect(pdfText(text)).toBe(text);
  });

  it('turns look-alike spaces into spaces and drops invisible characters', () => {
    expect(pdfText('1\u202f250\u2009m\u200b²')).toBe('1 250 m²');
  });

  it('keeps the base letter of a mark WinAnsi lacks, and composes split accents', () => {
    expect(pdfText('Łódź Čapek e\u0301te\u0301')).toBe('?ódz Capek été');
  });

  it("writes '?' for what has no WinAnsi form, one per character", () => {
    expect(pdfText('Huis 🏡 في')).toBe('Huis ? ??');
  });
});
