/**
 * The standard PDF fonts (Helvetica) are encoded in WinAnsi (Windows-1252): pdfkit writes any other
 * character as garbage. Texts for a PDF go through `pdfText` first: WinAnsi characters stay
 * (accents, €, ², curly quotes, dashes), look-alike spaces become spaces, a letter with a mark
 * outside WinAnsi keeps its base letter (ł excepted: it has none), and anything else becomes "?".
 */

/** The characters of Windows-1252 above Latin-1's range 0x80-0x9F (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRA.has(char);
}

function fallback(char: string): string {
  const replacement = REPLACEMENTS[char];
  if (replacement) return replacement;
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

export function pdfText(text: string): string {
  // Composed first: an "e" followed by a combining accent becomes the WinAnsi "é".
  const cleaned = text.normalize('NFC').replace(SPACES, ' ').replace(INVISIBLE, '');
  let result = '';
  for (const char of cleaned) result += isWinAnsi(char) ? char : fallback(char);
  return result;
}
