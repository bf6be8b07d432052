import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';

/** How the screen's language writes 345.000,50 (nl-BE) or 345 000,50 (fr-BE), for number inputs. */
export function numberSeparators(lang: Language): { thousandSeparator: string; decimalSeparator: string } {
  const parts = new Intl.NumberFormat(LOCALE_OF[lang]).formatToParts(12_345.6);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? '',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
