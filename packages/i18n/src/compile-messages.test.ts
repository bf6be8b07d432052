import { LANGUAGES } from '@app/contract';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileMessage } from './compile-messages';
import { COMPILED } from './compiled-message';
import { formatMessage } from './icu-format';
import { resources } from './resources';

/** Every message of a catalog, by dotted key. */
function messagesOf(catalog: unknown, prefix = ''): [string, string][] {
  if (typeof catalog === 'string') return [[prefix, catalog]];
  if (catalog === null || typeof catalog !== 'object') return [];
  return Object.entries(catalog).flatMap(([key, value]) =>
    messagesOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** A value for each argument of a message, of the kind its placeholder formats (plural counts twice). */
function valuesFor(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] ??= 'Gent';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] = new Date(Date.UTC(2026, 10, 26, 9));
    if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, count, values);
    }
  }
  return values;
}

describe('catalogs compiled at build time', () => {
  it('format every message of every language as their text does', () => {
    let compiled = 0;
    for (const lang of LANGUAGES) {
      for (const [ns, catalog] of Object.entries(resources[lang])) {
        const built = new Map(messagesOf(compileCatalog(catalog, lang)));
        for (const [key, text] of messagesOf(catalog)) {
          const message = built.get(key)!;
          if (message.startsWith(COMPILED)) compiled += 1;
          for (const count of [1, 3]) {
            const values = valuesFor(parse(text, { ignoreTag: true }), count);
            expect(formatMessage(message, values, lang), `${lang} ${ns}:${key}`).toBe(
              formatMessage(text, values, lang),
            );
          }
        }
      }
    }
    expect(compiled).toBeGreaterThan(100);
  });

  it('keep a message that needs no formatting as it is, and compile one with a placeholder or an apostrophe', () => {
    expect(compileMessage('Mijn zoekertjes', 'nl')).toBe('Mijn zoekertjes');
    expect(compileMessage("Modifier l'annonce", 'fr')).toMatch(new RegExp(`^${COMPILED}\\[`));
    expect(compileMessage('{count, plural, one {# pand} other {# panden}}', 'nl')).toMatch(
      new RegExp(`^${COMPILED}\\[`),
    );
    expect(compileCatalog({ a: { b: 'Hallo {name}' }, c: ['x', '{y}'] }, 'nl')).toEqual({
      a: { b: compileMessage('Hallo {name}', 'nl') },
      c: ['x', compileMessage('{y}', 'nl')],
    });
  });
});
