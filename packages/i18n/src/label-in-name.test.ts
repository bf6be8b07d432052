import { LANGUAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

/**
 * WCAG 2.5.3 (Label in Name): a control whose visible label is short ("Choose") and whose accessible
 * name says more ("Choose REF-7 for a slot of Best Of") must have a name that starts with the label,
 * so that a voice user who says what they see reaches it. The catalogs pair them by name: `fooNamed`
 * is the name of the control labelled `foo`, `named` the name of the one labelled `action` or `label`.
 */

/** Names that are the whole visible label themselves: nothing shorter is shown beside them. */
const WHOLE_LABELS = new Set(['account:connections.unlinkNamed']);

interface Pair {
  key: string;
  label: string;
  name: string;
}

function pairs(catalog: unknown, prefix: string): Pair[] {
  if (catalog === null || typeof catalog !== 'object') return [];
  const entries = Object.entries(catalog as Record<string, unknown>);
  const found: Pair[] = [];
  for (const [key, value] of entries) {
    const path = `${prefix}.${key}`;
    if (typeof value !== 'string') {
      found.push(...pairs(value, path));
      continue;
    }
    const bases = key === 'named' ? ['action', 'label'] : key.endsWith('Named') ? [key.slice(0, -5)] : [];
    const siblings = catalog as Record<string, unknown>;
    const base = bases.find((name) => typeof siblings[name] === 'string');
    if (base) found.push({ key: path, label: siblings[base] as string, name: value });
  }
  return found;
}

describe('label in name (WCAG 2.5.3)', () => {
  for (const lang of LANGUAGES) {
    it(`every longer name starts with its visible label, in ${lang}`, () => {
      const all = NAMESPACES.flatMap((namespace) =>
        pairs(resources[lang][namespace], namespace).map((pair) => ({
          ...pair,
          key: pair.key.replace('.', ':'),
        })),
      ).filter((pair) => !WHOLE_LABELS.has(pair.key));
      expect(all.length).toBeGreaterThanOrEqual(19);
      const wrong = all.filter(({ label, name }) => !name.toLowerCase().startsWith(label.toLowerCase()));
      expect(wrong).toEqual([]);
    });
  }
});
