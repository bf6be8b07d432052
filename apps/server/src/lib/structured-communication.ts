/**
 * Belgian structured communication ("gestructureerde mededeling", +++123/4567/89012+++): 10 digits
 * and their mod-97 check (97 when the rest is 0). The bank refuses a transfer whose check is wrong.
 */
export function structuredCommunication(base: number): string {
  if (!Number.isSafeInteger(base) || base < 0 || base > 9_999_999_999) {
    throw new RangeError(`structured communication base out of range: ${base}`);
  }
  const digits = String(base).padStart(10, '0');
  const check = Number(BigInt(digits) % 97n) || 97;
  const all = `${digits}${String(check).padStart(2, '0')}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** True when the 12 digits of a communication carry a correct mod-97 check. */
export function isStructuredCommunication(value: string): boolean {
  const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(value);
  if (!match) return false;
  const all = match.slice(1).join('');
  const check = Number(BigInt(all.slice(0, 10)) % 97n) || 97;
  return check === Number(all.slice(10));
}

/**
 * Orders placed in the account area take their communication from the order id (a sequence
 * value, unique under any concurrency) in a range of their own: the seed's history uses
 * 4 260 000 000 and up, so the two never meet.
 */
const ORDER_COMMUNICATION_BASE = 6_000_000_000;

export function orderCommunication(orderId: number): string {
  return structuredCommunication(ORDER_COMMUNICATION_BASE + orderId);
}
