import { describe, expect, it } from 'vitest';
import { createI18n } from './instance';
import type { Translate } from './order-labels';
import { orderTypeLabel, packageDescription, packageGives, packageLabel } from './order-labels';

const en = createI18n('en');
const t: Translate = (key, values) => en.t(key, values ?? {});

describe('order labels', () => {
  it('names the order type and the package, with what the package gives', () => {
    expect(orderTypeLabel(t, 'upsell')).toBe('Upsell');
    expect(packageLabel(t, 'spotlight-2w')).toBe('Spotlight, 2 weeks');
    expect(packageDescription(t, 'publication', 'standard')).toBe('Standard (online for 3 months)');
    expect(packageGives(t, 'prolongation', 'prolong-6m')).toBe('offline date 6 months later');
    expect(packageGives(t, 'upsell', 'facebook-2500')).toBe('shown 2.500 times on Facebook');
  });

  it('keeps a code no longer sold as it is, without what it gave', () => {
    expect(packageLabel(t, 'gold-2019')).toBe('gold-2019');
    expect(packageGives(t, 'publication', 'gold-2019')).toBeNull();
    expect(packageDescription(t, 'publication', 'gold-2019')).toBe('gold-2019');
    // A name of Object.prototype is no package either.
    expect(packageGives(t, 'publication', 'toString')).toBeNull();
  });
});
