/**
 * Control characters no form can type (NUL and the other C0 codes but tab, line feed and carriage
 * return): refused in every string of every request, before a database or an export sees them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Node 20 has it; TypeScript declares it from lib es2024 on, past the es2023 we compile for (Node 20's level).
const isWellFormed = (String.prototype as unknown as { isWellFormed: (this: string) => boolean })
  .isWellFormed;

/**
 * Text a request may not carry: a forbidden control character, or ill-formed UTF-16 (a lone or
 * reversed surrogate, which JSON's `\ud800` escapes can spell): PostgreSQL refuses it in jsonb and
 * an export or an e-mail cannot encode it.
 */
export const isForbiddenText = (text: string): boolean =>
  FORBIDDEN_CONTROL.test(text) || !isWellFormed.call(text);

interface Visit {
  value: unknown;
  /** The key or index under the parent; null for the root. */
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'value';
}

/**
 * The dotted path of the first string, or object key, under `value` holding forbidden text; null if
 * there is none. Iterative (an explicit stack, no recursion over user input), O(values): the path is
 * built only for the offending leaf, from parent links.
 */
export function forbiddenTextPath(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (visit.key !== null && isForbiddenText(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (isForbiddenText(current)) return pathOf(visit);
      continue;
    }
    // Any object's own fields (parsed params and queries are not plain objects); bytes are not text.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    // Pushed last to first, so that the first field in document order is the one named.
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: visit });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      stack.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return null;
}
