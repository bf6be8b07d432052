/*
 * Apart from the schemas (validation.ts): a form translates its errors with it before, or without,
 * loading zod (decision 066).
 */

/** The key and the values of a field's message (none for a plain key). */
export function messageParts(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at === -1) return { key: message, values: {} };
  return {
    key: message.slice(0, at),
    values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))),
  };
}
