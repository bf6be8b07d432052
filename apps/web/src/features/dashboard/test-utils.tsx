import type { ActivityDay, ContactStatistics, CurrentUser, Dashboard, RecentContact } from '@app/contract';
import type { Language } from '@app/contract';
import { DASHBOARD_ACTIVITY_DAYS, routePath } from '@app/contract';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * jsdom lays nothing out, so charts measure 0 × 0 and draw nothing. This ResizeObserver reports a
 * size at once, so the charts draw as in a browser; returns the restore function.
 */
export function giveChartsASize(width = 600, height = 300): () => void {
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return () => {
    window.ResizeObserver = original;
  };
}

/** 30 days ending 2026-11-20; every third day without activity. */
export const activity = (scale = 1): ActivityDay[] =>
  Array.from({ length: DASHBOARD_ACTIVITY_DAYS }, (_, index) => {
    const day = new Date(Date.parse('2026-10-22T00:00:00Z') + index * DAY_MS).toISOString().slice(0, 10);
    const quiet = index % 3 === 2;
    return {
      day,
      searchAppearances: quiet ? 0 : 100 * scale,
      detailViews: quiet ? 0 : 10 * scale,
      mails: quiet ? 0 : scale,
      phoneRequests: quiet ? 0 : index % 2,
    };
  });

export const contact = (overrides: Partial<RecentContact> & Pick<RecentContact, 'id'>): RecentContact => ({
  sentAt: '2026-11-19T09:29:00.000Z',
  listingId: 500 + overrides.id,
  vlancode: 'ABC1234',
  yourReference: 'ID-2026-0101',
  firstName: 'Seppe',
  lastName: 'Van de Velde',
  email: 'seppe.vandevelde@example.org',
  phone: '+32 495 46 61 44',
  message: 'Is de woning in Gent nog beschikbaar?',
  ...overrides,
});

/** The Brussels days the fixtures' contacts are counted over (the server's last 7 days). */
export const CONTACTS_PERIOD = { from: '2026-11-30', to: '2026-12-06' };

/** The demo agency's dashboard, as the server sends it (valid against the contract). */
export const agencyDashboard = (): Dashboard => ({
  todo: {
    contacts: 12,
    previousContacts: 8,
    contactsPeriod: CONTACTS_PERIOD,
    goingOffline: 3,
    behindMarket: 1,
    productsEnding: 2,
  },
  total: 182,
  byPropertyType: [
    { propertyType: 'house', count: 60 },
    { propertyType: 'appartment', count: 70 },
    { propertyType: 'garage', count: 52 },
  ],
  byTransactionType: [
    { transactionType: 'rent', count: 62 },
    { transactionType: 'sale', count: 120 },
  ],
  byStatus: [
    { status: { id: 1, code: 'published' }, count: 150 },
    { status: { id: 6, code: 'soldOrRented' }, count: 32 },
  ],
  slots: {
    bestOf: { used: 20, available: 25, selection: 'AUTO', startDate: '2026-09-21', active: true },
    color: { used: 3, available: 10, selection: 'MANUAL', startDate: '2026-12-01', active: false },
  },
  recentContacts: [
    contact({ id: 1 }),
    contact({
      id: 2,
      sentAt: '2026-11-18T14:22:00.000Z',
      vlancode: 'XYZ9876',
      yourReference: null,
      firstName: null,
      lastName: 'Dubois',
      email: 'dubois@example.be',
      phone: null,
      message: 'Bonjour, le bien est-il toujours disponible ?',
    }),
  ],
  activity: activity(),
});

export const privateDashboard = (): Dashboard => ({
  todo: {
    contacts: 0,
    previousContacts: 2,
    contactsPeriod: CONTACTS_PERIOD,
    goingOffline: 0,
    behindMarket: 0,
    productsEnding: null,
  },
  total: 3,
  byPropertyType: [
    { propertyType: 'house', count: 1 },
    { propertyType: 'appartment', count: 1 },
    { propertyType: 'garage', count: 1 },
  ],
  byTransactionType: [
    { transactionType: 'rent', count: 2 },
    { transactionType: 'sale', count: 1 },
  ],
  byStatus: [
    { status: { id: 1, code: 'published' }, count: 2 },
    { status: { id: 2, code: 'notPublished' }, count: 1 },
  ],
  slots: null,
  recentContacts: [],
  activity: activity(),
});

export const emptyDashboard = (slots: Dashboard['slots'] = null): Dashboard => ({
  todo: {
    contacts: 0,
    previousContacts: 0,
    contactsPeriod: CONTACTS_PERIOD,
    goingOffline: 0,
    behindMarket: 0,
    productsEnding: slots ? 0 : null,
  },
  total: 0,
  byPropertyType: [],
  byTransactionType: [],
  byStatus: [],
  slots,
  recentContacts: [],
  activity: activity(0).map((day) => ({ ...day, phoneRequests: 0 })),
});

/** 30 days of contacts ending 2026-11-20, two a day, and `previousTotal` in the 30 days before. */
export const contactDays = (previousTotal = 50): ContactStatistics => ({
  days: activity().map((day) => ({ day: day.day, contacts: 2 })),
  total: 60,
  previousTotal,
});

/** The page alone at /{lang}/{profile base} for `user` (English unless told), the dashboard answered by `answer()`. */
export function renderDashboard(
  user: CurrentUser,
  answer: () => Dashboard | Response,
  contactStatistics: () => ContactStatistics | Response = () => contactDays(),
  lang: Language = 'en',
) {
  applyLanguage(lang);
  const api = mockApi(user, {
    'GET my-statistics/contact': () => {
      const result = contactStatistics();
      return result instanceof Response ? result : json(200, { data: result });
    },
    'GET my-properties/dashboard': () => {
      const result = answer();
      return result instanceof Response ? result : json(200, { data: result });
    },
  });
  const view = renderApp(routePath('profile', lang), api, [{ path: '*', element: <DashboardPage /> }]);
  return { ...view, api };
}
