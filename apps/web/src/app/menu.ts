import type { AnyRouteName, CurrentUser, Language } from '@app/contract';
import { adLink, routePath, SUPPORT_URL, USER_STATUS_ACTIVE } from '@app/contract';

/** One entry of the side menu (spec section 2). `id` is stable: the DOM carries it as data-menu-item. */
export interface MenuItem {
  id: string;
  labelKey: string;
  href: string;
  /** The named route the item opens (for the active state); absent for external links. */
  route?: AnyRouteName;
  /** Opens in a new tab (support site). */
  external?: boolean;
  /** Shows a "new" badge. */
  isNew?: boolean;
  /** Shown but not usable (inactive user). */
  disabled?: boolean;
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
}

/** Spec section 4: status 1 is active; an admin is always active. */
export function isActiveUser(user: CurrentUser): boolean {
  return user.isAdmin || user.userInfo.status === USER_STATUS_ACTIVE;
}

/**
 * The header of the menu and shell (spec section 2): the company name for professionals;
 * otherwise first and last name; otherwise the username (the e-mail address as a last resort).
 */
export function displayName(user: CurrentUser): string {
  const { companyName, firstName, lastName, userName, email } = user.userInfo;
  if (user.isProUser && companyName?.trim()) return companyName.trim();
  const fullName = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  if (userName?.trim()) return userName.trim();
  if (companyName?.trim()) return companyName.trim();
  return email;
}

type Draft = Omit<MenuItem, 'disabled'> | false;

/**
 * The side menu of a user, as groups of items (spec sections 2 and 6). Pure: the shell renders it.
 * Professionals get the professional menu; everyone else (admins included, unless professional)
 * the private one. Items a rule hides are left out; an inactive user gets every item disabled.
 */
export function buildMenu(user: CurrentUser, lang: Language): MenuGroup[] {
  const info = user.userInfo;
  const route = (
    id: string,
    name: AnyRouteName,
    labelKey: string,
    extra: Partial<MenuItem> = {},
  ): MenuItem => ({
    id,
    labelKey,
    href: routePath(name, lang),
    route: name,
    ...extra,
  });
  const password = info.hasPassword && route('password', 'password', 'shell:menu.item.password');
  const support: MenuItem = {
    id: 'support',
    labelKey: 'shell:menu.item.support',
    href: SUPPORT_URL,
    external: true,
  };
  const savedSearches = route('savedsearches', 'savedsearches', 'shell:menu.item.savedsearches');
  const savedProperties = route('savedproperties', 'savedproperties', 'shell:menu.item.savedproperties');
  const received = route('contacts-received', 'emails', 'shell:menu.item.contacts-received');
  const sent = route('contacts-sent', 'contacts-sent', 'shell:menu.item.contacts-sent');
  const drafts = route('drafts', 'drafts', 'shell:menu.item.drafts');
  const properties = route('properties', 'properties', 'shell:menu.item.properties');

  const groups: { id: string; labelKey: string; items: Draft[] }[] = user.isProUser
    ? [
        {
          id: 'home',
          labelKey: 'shell:menu.group.home',
          items: [
            route('dashboard', 'profile', 'shell:menu.item.dashboard'),
            route('profile', 'data', 'shell:menu.item.profile'),
            password,
          ],
        },
        {
          id: 'products',
          labelKey: 'shell:menu.group.products',
          items: [
            route('products-summary', 'products-summary', 'shell:menu.item.products-summary'),
            route('products-bestof', 'products-bestof', 'shell:menu.item.products-bestof'),
            route('products-color', 'products-color', 'shell:menu.item.products-color'),
            route('products-wallpaper', 'products-wallpaper', 'shell:menu.item.products-wallpaper'),
            route(
              'products-property-advisor',
              'products-property-advisor',
              'shell:menu.item.products-property-advisor',
              {
                isNew: true,
              },
            ),
            route(
              'products-lead-generator',
              'products-lead-generator',
              'shell:menu.item.products-lead-generator',
              {
                isNew: true,
              },
            ),
            route('products-profirst', 'products-profirst', 'shell:menu.item.products-profirst'),
            route(
              'products-profirstcontacts',
              'products-profirstcontacts',
              'shell:menu.item.products-profirstcontacts',
            ),
            route('products-valuation', 'products-valuation', 'shell:menu.item.products-valuation'),
            route(
              'products-valuationcontacts',
              'products-valuationcontacts',
              'shell:menu.item.products-valuationcontacts',
            ),
          ],
        },
        {
          id: 'ads',
          labelKey: 'shell:menu.group.ads',
          items: [
            properties,
            info.customerType !== 'notaires' && route('projects', 'projects', 'shell:menu.item.projects'),
            !info.hasSoftware && drafts,
            !info.hasSoftware && {
              id: 'place-ad',
              labelKey: 'shell:menu.item.place-ad',
              href: adLink(lang),
              route: 'ad',
            },
            route('statistics', 'statistics', 'shell:menu.item.statistics'),
          ],
        },
        { id: 'contacts', labelKey: 'shell:menu.group.contacts', items: [received, sent] },
        { id: 'search', labelKey: 'shell:menu.group.search', items: [savedSearches, savedProperties] },
        { id: 'support', labelKey: 'shell:menu.group.support', items: [support] },
      ]
    : [
        {
          id: 'home',
          labelKey: 'shell:menu.group.home',
          items: [route('profile', 'data', 'shell:menu.item.profile'), password],
        },
        { id: 'search', labelKey: 'shell:menu.group.search', items: [savedSearches, savedProperties] },
        {
          id: 'valuations',
          labelKey: 'shell:menu.group.valuations',
          items: [
            route('valuations', 'valuations', 'shell:menu.item.valuations'),
            route('valuation-orders', 'valuation-orders', 'shell:menu.item.valuation-orders'),
          ],
        },
        { id: 'properties', labelKey: 'shell:menu.group.properties', items: [properties] },
        { id: 'contacts', labelKey: 'shell:menu.group.contacts', items: [sent, received] },
        {
          id: 'create-ads',
          labelKey: 'shell:menu.group.create-ads',
          items: [
            drafts,
            {
              id: 'ad-house-for-sale',
              labelKey: 'shell:menu.item.ad-house-for-sale',
              href: adLink(lang, 'house', 'for-sale'),
              route: 'ad',
            },
            {
              id: 'ad-house-for-rent',
              labelKey: 'shell:menu.item.ad-house-for-rent',
              href: adLink(lang, 'house', 'for-rent'),
              route: 'ad',
            },
            {
              id: 'ad-apartment-for-sale',
              labelKey: 'shell:menu.item.ad-apartment-for-sale',
              href: adLink(lang, 'apartment', 'for-sale'),
              route: 'ad',
            },
            {
              id: 'ad-apartment-for-rent',
              labelKey: 'shell:menu.item.ad-apartment-for-rent',
              href: adLink(lang, 'apartment', 'for-rent'),
              route: 'ad',
            },
            { id: 'ad-other', labelKey: 'shell:menu.item.ad-other', href: adLink(lang), route: 'ad' },
          ],
        },
        { id: 'support', labelKey: 'shell:menu.group.support', items: [support] },
      ];

  const disabled = !isActiveUser(user);
  return groups.map((group) => ({
    ...group,
    items: group.items
      .filter((item): item is MenuItem => item !== false)
      .map((item) => (disabled ? { ...item, disabled: true } : { ...item })),
  }));
}
