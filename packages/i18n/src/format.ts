import type { Language } from '@app/contract';
import { LOCALE_OF } from '@app/contract';

/** Spec section 9: euro in nl-BE; whole amounts without decimals, otherwise two. */
const wholeEuro = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const centsEuro = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeEuro.format(cents / 100) : centsEuro.format(cents / 100);
}

export function formatDate(value: Date | string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], {
    dateStyle: 'medium',
    timeZone: 'Europe/Brussels',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_OF[lang]).format(value);
}
