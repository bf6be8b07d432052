import { adLink, routePath, SUPPORT_URL } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { admin, agency, inactive, noPassword, notary, privateUser, software } from '../test/users';
import type { MenuGroup } from './menu';
import { buildMenu, displayName, isActiveUser } from './menu';

const ids = (groups: MenuGroup[]) => groups.flatMap((group) => group.items.map((item) => item.id));
const item = (groups: MenuGroup[], id: string) =>
  groups.flatMap((group) => group.items).find((i) => i.id === id);
const shape = (groups: MenuGroup[]) => groups.map((group) => [group.id, group.items.map((i) => i.id)]);

const PRO_MENU = [
  ['home', ['dashboard', 'profile', 'password']],
  [
    'products',
    [
      'products-summary',
      'products-bestof',
      'products-color',
      'products-wallpaper',
      'products-property-advisor',
      'products-lead-generator',
      'products-profirst',
      'products-profirstcontacts',
      'products-valuation',
      'products-valuationcontacts',
    ],
  ],
  ['ads', ['properties', 'projects', 'drafts', 'place-ad', 'statistics']],
  ['contacts', ['contacts-received', 'contacts-sent']],
  ['search', ['savedsearches', 'savedproperties']],
  ['support', ['support']],
];

const PRIVATE_MENU = [
  ['home', ['profile', 'password']],
  ['search', ['savedsearches', 'savedproperties']],
  ['valuations', ['valuations', 'valuation-orders']],
  ['properties', ['properties']],
  ['contacts', ['contacts-sent', 'contacts-received']],
  [
    'create-ads',
    [
      'drafts',
      'ad-house-for-sale',
      'ad-house-for-rent',
      'ad-apartment-for-sale',
      'ad-apartment-for-rent',
      'ad-other',
    ],
  ],
  ['support', ['support']],
];

describe('buildMenu', () => {
  it('gives a professional agency the full professional menu, with links in its language', () => {
    const menu = buildMenu(agency, 'fr');
    expect(shape(menu)).toEqual(PRO_MENU);
    expect(item(menu, 'dashboard')?.href).toBe(routePath('profile', 'fr'));
    expect(item(menu, 'profile')?.href).toBe(routePath('data', 'fr'));
    expect(item(menu, 'products-profirst')?.href).toBe(routePath('products-profirst', 'fr'));
    expect(item(menu, 'contacts-received')?.href).toBe(routePath('emails', 'fr'));
    expect(item(menu, 'place-ad')?.href).toBe(adLink('fr'));
    expect(menu.flatMap((g) => g.items).some((i) => i.disabled)).toBe(false);
  });

  it('marks property advisor and lead generator as new', () => {
    const menu = buildMenu(agency, 'nl');
    const fresh = menu.flatMap((g) => g.items).filter((i) => i.isNew);
    expect(fresh.map((i) => i.id)).toEqual(['products-property-advisor', 'products-lead-generator']);
  });

  it('hides projects for customer type notaires', () => {
    const list = ids(buildMenu(notary, 'nl'));
    expect(list).not.toContain('projects');
    expect(list).toContain('drafts');
    expect(list).toContain('place-ad');
  });

  it('hides drafts and place-an-ad for users with software', () => {
    const list = ids(buildMenu(software, 'nl'));
    expect(list).not.toContain('drafts');
    expect(list).not.toContain('place-ad');
    expect(list).toContain('projects');
    expect(list).toContain('properties');
  });

  it('hides the password item for users without a password', () => {
    expect(ids(buildMenu(noPassword, 'nl'))).not.toContain('password');
    expect(
      ids(buildMenu({ ...agency, userInfo: { ...agency.userInfo, hasPassword: false } }, 'nl')),
    ).not.toContain('password');
  });

  it('gives a private user the private menu with the ad-editor links', () => {
    const menu = buildMenu(privateUser, 'en');
    expect(shape(menu)).toEqual(PRIVATE_MENU);
    expect(item(menu, 'ad-house-for-sale')?.href).toBe(adLink('en', 'house', 'for-sale'));
    expect(item(menu, 'ad-house-for-rent')?.href).toBe(adLink('en', 'house', 'for-rent'));
    expect(item(menu, 'ad-apartment-for-sale')?.href).toBe(adLink('en', 'apartment', 'for-sale'));
    expect(item(menu, 'ad-apartment-for-rent')?.href).toBe(adLink('en', 'apartment', 'for-rent'));
    expect(item(menu, 'ad-other')?.href).toBe(adLink('en'));
    expect(item(menu, 'valuation-orders')?.href).toBe(routePath('valuation-orders', 'en'));
  });

  it('links support to the external site, in a new tab', () => {
    for (const user of [agency, privateUser]) {
      expect(item(buildMenu(user, 'nl'), 'support')).toMatchObject({ href: SUPPORT_URL, external: true });
    }
  });

  it('disables every item of an inactive user', () => {
    const menu = buildMenu(inactive, 'nl');
    expect(shape(menu)).toEqual(PRIVATE_MENU);
    expect(menu.flatMap((g) => g.items).every((i) => i.disabled)).toBe(true);
    const inactivePro = { ...agency, userInfo: { ...agency.userInfo, status: 0 } };
    expect(
      buildMenu(inactivePro, 'nl')
        .flatMap((g) => g.items)
        .every((i) => i.disabled),
    ).toBe(true);
  });

  it('treats an admin as always active, with the menu of its kind', () => {
    expect(isActiveUser(admin)).toBe(true);
    const menu = buildMenu(admin, 'nl');
    expect(shape(menu)).toEqual(PRIVATE_MENU);
    expect(menu.flatMap((g) => g.items).some((i) => i.disabled)).toBe(false);
    expect(shape(buildMenu({ ...admin, isProUser: true }, 'nl'))).toEqual(PRO_MENU);
  });
});

describe('displayName (the header)', () => {
  it('is the company name for professionals', () => {
    expect(displayName(agency)).toBe('Immo Demo');
  });

  it('is first and last name for private users', () => {
    expect(displayName(privateUser)).toBe('Sofie Peeters');
  });

  it('is the username when there is no name', () => {
    expect(displayName(inactive)).toBe('lucas_m');
  });

  it('falls back to the names for a professional without a company name, then to the e-mail', () => {
    expect(displayName({ ...agency, userInfo: { ...agency.userInfo, companyName: null } })).toBe('An Claes');
    expect(displayName({ ...inactive, userInfo: { ...inactive.userInfo, userName: null } })).toBe(
      'inactive@example.be',
    );
  });
});
