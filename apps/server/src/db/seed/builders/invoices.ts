import { brusselsToday } from '@app/contract';
import { invoiceNumber } from '../../../lib/invoice-number';
import type { invoices, orders } from '../../schema';

export type PlacedOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'userId'
  | 'paidAt'
  | 'createdAt'
  | 'listingId'
  | 'reference'
  | 'type'
  | 'package'
  | 'amountCents'
  | 'structuredCommunication'
>;

/** What an invoice copies of the agency: its VAT number (pro profile) and its name and address. */
export interface BilledAgency {
  vatNumber: string | null;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  houseNumber: string | null;
  box: string | null;
  zip: string | null;
  city: string | null;
}

/** The demo agency asked for a few: its first eight paid orders, in the order they were paid. */
export const invoicedOrders = (placed: readonly PlacedOrder[], agencyId: number): PlacedOrder[] =>
  placed
    .filter((order) => order.userId === agencyId && order.paidAt !== null)
    .slice(0, 8)
    .sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime() || a.id - b.id);

/** Invoiced when paid, numbered like the live ones: consecutive per Belgian year, in date order. */
export function invoiceRows(
  invoiced: readonly PlacedOrder[],
  vlancodes: ReadonlyMap<number, string>,
  agency: BilledAgency,
): Array<typeof invoices.$inferInsert> {
  const sequences = new Map<number, number>();
  const numberOf = (paidAt: Date) => {
    const year = Number(brusselsToday(paidAt).slice(0, 4));
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    return invoiceNumber(year, sequence);
  };
  return invoiced.map((order) => ({
    orderId: order.id,
    orderReference: order.reference,
    orderType: order.type,
    package: order.package,
    amountCents: order.amountCents,
    structuredCommunication: order.structuredCommunication,
    vlancode: vlancodes.get(order.listingId!)!,
    vatNumber: agency.vatNumber,
    noVat: !agency.vatNumber,
    companyName: agency.companyName,
    name: [agency.firstName, agency.lastName].filter(Boolean).join(' ') || 'Immo Demo',
    street: agency.street,
    houseNumber: agency.houseNumber,
    box: agency.box,
    zip: agency.zip,
    city: agency.city,
    createdAt: order.paidAt!,
    number: numberOf(order.paidAt!),
  }));
}
