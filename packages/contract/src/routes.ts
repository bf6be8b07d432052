import type { Language } from './language-schema';
import { LANGUAGES } from './languages';

/** Spec section 2: profile base paths; every named route lives under its language's base. */
export const PROFILE_BASE: Record<Language, string> = {
  nl: 'mijn-profiel',
  fr: 'mon-profil',
  en: 'my-profile',
};

type Paths = Record<Language, string>;
const same = (path: string): Paths => ({ nl: path, fr: path, en: path });

/**
 * The 25 named routes of spec section 2, with paths relative to the profile base
 * (docs/decisions/002-route-paths.md says where the spec left a path out).
 * Order matters only where two patterns match the same URL: the first wins.
 */
export const ROUTES = {
  profile: same(''),
  data: { nl: 'mijn-gegevens', fr: 'mes-donnees', en: 'my-data' },
  emails: same('emails/:vlancode?'),
  savedsearches: {
    nl: 'mijn-bewaarde-zoekacties',
    fr: 'mes-recherches-sauvegardees',
    en: 'my-saved-searches',
  },
  savedproperties: { nl: 'mijn-bewaarde-panden', fr: 'mes-biens-sauvegardes', en: 'my-saved-properties' },
  // The optional id opens that valuation's estimate (the quarterly update's e-mail links it).
  valuations: {
    nl: 'mijn-schattingen/:valuationId?',
    fr: 'mes-estimations/:valuationId?',
    en: 'my-estimates/:valuationId?',
  },
  'valuation-orders': {
    nl: 'mijn-schattingen-bestellingen',
    fr: 'mes-estimations-commandes',
    en: 'my-valuations-orders',
  },
  'valuation-order-receipt': {
    nl: 'mijn-schattingen-bestellingen/:orderId?',
    fr: 'mes-estimations-commandes/:orderId?',
    en: 'my-valuations-orders/:orderId?',
  },
  properties: { nl: 'mijn-panden', fr: 'mes-biens', en: 'my-properties' },
  'property-order': {
    nl: 'mijn-panden/:announcementId?/orders/:orderId?',
    fr: 'mes-biens/:announcementId?/orders/:orderId?',
    en: 'my-properties/:announcementId?/orders/:orderId?',
  },
  projects: { nl: 'mijn-projecten', fr: 'mes-projets', en: 'my-projects' },
  drafts: {
    nl: 'mijn-zoekertjes-in-opmaak',
    fr: 'mes-annonces-en-cours-de-creation',
    en: 'my-drafts',
  },
  statistics: { nl: 'statistieken/:vlanCode?', fr: 'statistiques/:vlanCode?', en: 'statistics/:vlanCode?' },
  'products-summary': { nl: 'producten/overzicht', fr: 'produits/apercu', en: 'products/overview' },
  'products-bestof': { nl: 'producten/toppers', fr: 'produits/bestof', en: 'products/bestof' },
  'products-color': { nl: 'producten/kleur', fr: 'produits/couleur', en: 'products/color' },
  'products-wallpaper': { nl: 'producten/wallpaper', fr: 'produits/wallpaper', en: 'products/wallpaper' },
  'products-lead-generator': {
    nl: 'producten/lead-generator',
    fr: 'produits/lead-generator',
    en: 'products/lead-generator',
  },
  'products-property-advisor': {
    nl: 'producten/property-advisor',
    fr: 'produits/property-advisor',
    en: 'products/property-advisor',
  },
  'products-profirst': { nl: 'producten/profirst', fr: 'produits/profirst', en: 'products/profirst' },
  'products-profirstcontacts': { nl: 'profirst-contacten', fr: 'profirst-contacts', en: 'profirst-contacts' },
  'products-valuation': { nl: 'schatten', fr: 'estimer', en: 'valuate' },
  'products-valuationcontacts': { nl: 'schatten-contacten', fr: 'estimer-contacts', en: 'valuate-contacts' },
  'contacts-sent': { nl: 'verzonden-contacten', fr: 'contacts-envoye', en: 'sent-contacts' },
  password: { nl: 'wachtwoord', fr: 'mot-de-passe', en: 'password' },
} as const satisfies Record<string, Paths>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * Routes the account area needs beyond the spec's 25: the ad editor that the ad-creation links open,
 * and the landing pages of the e-mail confirmation and account deletion links (no session needed).
 */
export const EXTRA_ROUTES = {
  ad: same('ad'),
  'confirm-email': { nl: 'e-mail-bevestigen', fr: 'confirmer-email', en: 'confirm-email' },
  'confirm-deletion': { nl: 'verwijdering-bevestigen', fr: 'confirmer-suppression', en: 'confirm-deletion' },
  'secure-account': { nl: 'account-beveiligen', fr: 'securiser-le-compte', en: 'secure-account' },
  // Issue 50: the seller's public report, with `?token=`; the words of SELLER_REPORT_PAGE (the server's link).
  'seller-report': { nl: 'verkopersrapport', fr: 'rapport-vendeur', en: 'seller-report' },
} as const satisfies Record<string, Paths>;
export type ExtraRouteName = keyof typeof EXTRA_ROUTES;
export type AnyRouteName = RouteName | ExtraRouteName;
export const ALL_ROUTES: Record<AnyRouteName, Paths> = { ...ROUTES, ...EXTRA_ROUTES };

/** `{name}-{lang}`, the route id of spec section 2. */
export const routeId = (name: AnyRouteName, lang: Language): string => `${name}-${lang}`;

/** The path pattern of a route, with a leading slash: `/nl/mijn-profiel/mijn-panden`. */
export function routePattern(name: AnyRouteName, lang: Language): string {
  const relative = ALL_ROUTES[name][lang];
  return `/${lang}/${PROFILE_BASE[lang]}${relative ? `/${relative}` : ''}`;
}

export type RouteParams = Record<string, string | number | undefined>;

/** Builds a concrete path; optional params that are absent drop their segment. */
export function routePath(name: AnyRouteName, lang: Language, params: RouteParams = {}): string {
  const segments = routePattern(name, lang)
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`routePath(${name}): missing parameter ${key}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return segments.join('/');
}

/** Matches a pathname against the route table; returns the route and its params. */
export function matchRoute(
  pathname: string,
): { name: AnyRouteName; lang: Language; params: Record<string, string> } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const lang of LANGUAGES) {
    for (const name of Object.keys(ALL_ROUTES) as AnyRouteName[]) {
      const params = matchPattern(routePattern(name, lang), clean);
      if (params) return { name, lang, params };
    }
  }
  return null;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      return optional ? `(?:/(?<${key}>[^/]+))?` : `/(?<${key}>[^/]+)`;
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.groups ?? {})) {
    if (value !== undefined) params[key] = decodeURIComponent(value);
  }
  return params;
}

/**
 * Unnamed legacy nl duplicates and shortcuts (spec section 2): each nl path of a named
 * route, directly under /nl/ instead of under the profile base, and the old /nl/profiel base.
 * They redirect to the named route.
 */
export function legacyRedirect(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  const shortcut = /^\/nl\/(?!mijn-profiel(?:\/|$))(.+)$/.exec(clean);
  const legacyBase = /^\/nl\/profiel(?:\/(.*))?$/.exec(clean);
  const rest = legacyBase ? (legacyBase[1] ?? '') : shortcut?.[1];
  if (rest === undefined) return null;
  const target = `/nl/${PROFILE_BASE.nl}${rest ? `/${rest}` : ''}`;
  const match = matchRoute(target);
  return match && match.lang === 'nl' ? target : null;
}

/** Ad-creation links (spec section 2): `ad?propertytype={house|apartment}&transactiontype={for-sale|for-rent}`. */
export const AD_LINK_PROPERTY_TYPES = ['house', 'apartment'] as const;
export const AD_LINK_TRANSACTION_TYPES = ['for-sale', 'for-rent'] as const;
export function adLink(
  lang: Language,
  propertyType?: (typeof AD_LINK_PROPERTY_TYPES)[number],
  transactionType?: (typeof AD_LINK_TRANSACTION_TYPES)[number],
): string {
  const query = new URLSearchParams();
  if (propertyType) query.set('propertytype', propertyType);
  if (transactionType) query.set('transactiontype', transactionType);
  const search = query.toString();
  return `${routePath('ad', lang)}${search ? `?${search}` : ''}`;
}

/** "Edit" of a draft opens the ad editor on it: `ad?draft={id}` (property) or `ad?project={id}`. */
export function adDraftLink(lang: Language, kind: 'property' | 'project', id: number): string {
  return `${routePath('ad', lang)}?${kind === 'property' ? 'draft' : 'project'}=${id}`;
}

/**
 * The portal's listing page in each language. The listings table keeps the Dutch one, as the portal
 * sends it (`https://www.example.be/nl/zoekertje/{vlancode}`); the French and English pages are the
 * same page under the language's segment and word (decision 061).
 */
export const PORTAL_LISTING_PATH: Record<Language, string> = {
  nl: 'zoekertje',
  fr: 'annonce',
  en: 'listing',
};

/**
 * The portal's general terms and conditions, which every order and information request accepts: a page
 * of the portal, outside the account area (to confirm with the portal, as the listing paths).
 */
export const PORTAL_TERMS_URL: Record<Language, string> = {
  nl: 'https://www.example.be/nl/algemene-voorwaarden',
  fr: 'https://www.example.be/fr/conditions-generales',
  en: 'https://www.example.be/en/terms-and-conditions',
};

const PORTAL_LISTING_URL = /^(https?:\/\/[^/]+)\/(nl|fr|en)\/(zoekertje|annonce|listing)\/([^/?#]+)(.*)$/;

/** A listing's portal page in this language; a URL of another shape is left as it is. */
export function portalListingUrl(url: string, lang: Language): string {
  const match = PORTAL_LISTING_URL.exec(url);
  if (!match) return url;
  const [, origin, , , id, rest] = match;
  return `${origin}/${lang}/${PORTAL_LISTING_PATH[lang]}/${id}${rest}`;
}
