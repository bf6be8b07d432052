import { isBelgianVat } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '../../lib/invoice-number';
import { PORTAL_COMPANY } from './portal-company';
import {
  isStructuredCommunication,
  orderCommunication,
  structuredCommunication,
} from '../../lib/structured-communication';
import { splitIncludedVat } from './vat';

/** ISO 13616: move the country and check digits to the end, letters to numbers, mod 97 must be 1. */
function isIban(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

describe('structured communication', () => {
  it('carries the mod-97 check of its ten digits, 97 when the rest is 0', () => {
    // The example Belgian banks print: 0108068171 mod 97 = 83.
    expect(structuredCommunication(108_068_171)).toBe('+++010/8068/17183+++');
    expect(structuredCommunication(4_260_000_123)).toBe('+++426/0000/12304+++');
    expect(structuredCommunication(97)).toBe('+++000/0000/09797+++');
    expect(structuredCommunication(1)).toBe('+++000/0000/00101+++');
    expect(isStructuredCommunication('+++010/8068/17183+++')).toBe(true);
    expect(isStructuredCommunication('+++010/8068/17184+++')).toBe(false);
    expect(() => structuredCommunication(10_000_000_000)).toThrow(RangeError);
  });

  it('gives every order id its own valid communication, apart from the seeded range', () => {
    const seen = new Set<string>();
    for (const id of [1, 2, 239, 240, 99_999, 1_000_000]) {
      const communication = orderCommunication(id);
      expect(isStructuredCommunication(communication)).toBe(true);
      expect(communication.startsWith('+++6')).toBe(true);
      seen.add(communication);
    }
    expect(seen.size).toBe(6);
  });
});

describe('VAT included', () => {
  it('splits 21 % out of the quoted price so that net and VAT add up to it exactly', () => {
    expect(splitIncludedVat(4_900)).toEqual({ netCents: 4_050, vatCents: 850, totalCents: 4_900 });
    expect(splitIncludedVat(12_100)).toEqual({ netCents: 10_000, vatCents: 2_100, totalCents: 12_100 });
    for (const total of [1_500, 2_500, 3_900, 4_000, 7_900, 12_900, 1]) {
      const split = splitIncludedVat(total);
      expect(split.netCents + split.vatCents).toBe(total);
      expect(Math.abs(split.vatCents - split.netCents * 0.21)).toBeLessThanOrEqual(1);
    }
  });
});

describe('the portal company', () => {
  it('has a valid Belgian VAT number and IBAN', () => {
    expect(isBelgianVat(PORTAL_COMPANY.vatNumber)).toBe(true);
    expect(PORTAL_COMPANY.iban.startsWith('BE')).toBe(true);
    expect(isIban(PORTAL_COMPANY.iban)).toBe(true);
    expect(isIban('BE68 0017 3529 4635')).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('are the year and six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026/000001');
    expect(invoiceNumber(2027, 123_456)).toBe('2027/123456');
  });
});
