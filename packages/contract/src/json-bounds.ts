/**
 * Bounds of a JSON request body, checked on its text before it is parsed (issue 44): a body nested
 * deeper, or holding more values, is refused with the validation message before any code walks it.
 * The deepest bodies the contract takes have 3 levels (a saved search, the pro details, a feed batch);
 * the largest, a feed batch of FEED_EVENTS_MAX events, about 5,000 values: json-bounds.test.ts keeps
 * both well inside the bounds.
 */
export const JSON_DEPTH_MAX = 32;
export const JSON_VALUES_MAX = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/** The index of the quote closing the string whose opening quote is at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    // The quote is escaped when an odd number of backslashes precede it; each run is counted once.
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/**
 * Whether JSON text stays within JSON_DEPTH_MAX levels and about JSON_VALUES_MAX values, in one pass
 * over the text (O(n), no recursion, no parse). Values are counted as the brackets and commas outside
 * strings: one per container and one per key or item after the first. Text that is not JSON passes
 * if its brackets do: the parser refuses it next.
 */
export function jsonWithinBounds(
  text: string,
  depthMax = JSON_DEPTH_MAX,
  valuesMax = JSON_VALUES_MAX,
): boolean {
  let depth = 0;
  let values = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = closingQuote(text, index);
      if (index === -1) return true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      values++;
      if (depth > depthMax || values > valuesMax) return false;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    } else if (code === COMMA) {
      values++;
      if (values > valuesMax) return false;
    }
  }
  return true;
}
