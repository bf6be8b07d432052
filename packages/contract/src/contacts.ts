import { z } from 'zod';
import { pagedOf } from './common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { endpoint } from './endpoint';
import { MSG } from './validation';

/**
 * Issue 5: contacts (leads) received and sent (spec sections 2 "Contacts", 3 "Contact export",
 * 7 Contacts, 8 "Too many results").
 */

/** Contacts from the same e-mail about the same listing within this many minutes are one lead. */
export const LEAD_REPEAT_WINDOW_MINUTES = 30;
/** Above this many results the screen warns to refine the search (spec section 8). */
export const CONTACTS_TOO_MANY = 1_000;
export const CONTACT_MESSAGE_MAX = 5_000;

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;

/** A period's `to` may not come before its `from` (Europe/Brussels days; either may be absent). */
export const checkPeriodOrder = (
  value: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void => {
  if (value.from && value.to && daysBetween(value.from, value.to) < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: MSG.dateOrder });
  }
};

/** A period of Europe/Brussels days (inclusive; absent is unbounded) and a page: the leads lists. */
export const PeriodPageFilter = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .superRefine(checkPeriodOrder);

/** A period as an export's query. */
export const PeriodQuery = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .superRefine(checkPeriodOrder);

/** The filter of POST my-contacts and POST my-contacts/sent. */
export const ContactFilter = z
  .object({
    /** Europe/Brussels days, inclusive; absent is unbounded. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** One listing's contacts (the `emails/:vlancode` route). */
    vlancode: z.string().trim().max(20).optional(),
    /** chronological: one row per lead; byListing: one row per listing with its count. */
    view: z.enum(['chronological', 'byListing']).default('chronological'),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .superRefine(checkPeriodOrder);
export type ContactFilter = z.output<typeof ContactFilter>;
export type ContactFilterInput = z.input<typeof ContactFilter>;

export const ContactListing = z.object({
  listingId: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  projectReference: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
});
export type ContactListing = z.infer<typeof ContactListing>;

/** One lead: the first contact of a run of repeats (same e-mail, same listing, within the window). */
export const Lead = z.object({
  id: z.number().int(),
  sentAt: z.iso.datetime({ offset: true }),
  listing: ContactListing,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  /** How many contacts the lead holds (1 without repeats); the count stays visible. */
  count: z.number().int().min(1),
  /** When the last repeat came. */
  lastSentAt: z.iso.datetime({ offset: true }),
  /**
   * A sent contact's recipient: the listing's advertiser (its company, else its name). Null for a
   * received one, whose person is the one who wrote.
   */
  advertiser: z.string().nullable(),
});
export type Lead = z.infer<typeof Lead>;

export const ListingContacts = z.object({
  listing: ContactListing,
  /** Leads about this listing in the filter's period. */
  count: z.number().int().min(1),
  lastSentAt: z.iso.datetime({ offset: true }),
});
export type ListingContacts = z.infer<typeof ListingContacts>;

/** Chronological pages hold leads; byListing pages hold listings with their counts. */
export const ContactPage = z.union([
  pagedOf(Lead).extend({ view: z.literal('chronological'), tooMany: z.boolean() }),
  pagedOf(ListingContacts).extend({ view: z.literal('byListing'), tooMany: z.boolean() }),
]);
export type ContactPage = z.infer<typeof ContactPage>;

export const listMyContacts = endpoint({
  method: 'POST',
  path: 'my-contacts',
  access: 'active',
  tag: 'contacts',
  summary: "Contacts received about the caller's listings, as leads newest first or grouped by listing.",
  body: ContactFilter,
  response: ContactPage,
});

export const listMySentContacts = endpoint({
  method: 'POST',
  path: 'my-contacts/sent',
  access: 'active',
  tag: 'contacts',
  summary: 'Contacts the caller sent about listings, as leads newest first or grouped by listing.',
  body: ContactFilter,
  response: ContactPage,
});

/** GET my-contacts/export: the filter as a query string; `sent=true` exports the sent contacts. */
export const ContactExportQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    vlancode: z.string().trim().max(20).optional(),
    sent: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine(checkPeriodOrder);
export type ContactExportQuery = z.output<typeof ContactExportQuery>;

/** The Contact export columns of spec section 3, in this order. */
export const CONTACT_EXPORT_COLUMNS = [
  'vlancode',
  'projectReference',
  'reference',
  'email',
  'firstname',
  'name',
  'phone',
  'message',
  'sentDate',
] as const;

/** Binary: an .xlsx, streamed, one row per contact (repeats included), text never read as a formula. */
export const exportMyContacts = endpoint({
  method: 'GET',
  path: 'my-contacts/export',
  access: 'active',
  tag: 'contacts',
  summary:
    'The contacts the filter selects as an Excel workbook (streamed), with the Contact export columns.',
  query: ContactExportQuery,
  response: z.unknown(),
});
