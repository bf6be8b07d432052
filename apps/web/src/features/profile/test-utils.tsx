import type { CurrentUser, Language, Profile } from '@app/contract';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { requestLogin } from '../../app/login/bridge';
import { applyLanguage } from '../../app/language';
import { Providers } from '../../app/providers';
import { http } from '../../lib/http';
import { currentLanguage, i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import type { Handler } from '../../test/render';
import { json, mockApi } from '../../test/render';
import { useProfile } from './api/profile';
import { ProfileSections } from './profile-sections';

/** Shapes the server answers for the demo users (valid against the contract). */
export const privateProfile: Profile = {
  email: 'private@example.be',
  userName: 'sofiep',
  user: {
    firstName: 'Sofie',
    lastName: 'Peeters',
    language: 'nl',
    phone: null,
    mobile: '0470 12 34 56',
    address: { street: 'Veldstraat', number: '12', box: null, postcode: '9000', city: 'Gent' },
  },
  pro: null,
  newsletters: [
    { id: 1, code: 'portalNews', subscribed: true },
    { id: 2, code: 'propertyTips', subscribed: false },
    { id: 3, code: 'partnerOffers', subscribed: false },
  ],
  paymentMethods: [
    { id: 3, brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2099 },
    { id: 4, brand: 'Mastercard', last4: '5454', expMonth: 1, expYear: 2020 },
  ],
};

const image = (id: number, position: number) => ({
  id,
  url: `/nl/api/core/my-profile/user/pro/images/${id}`,
  width: 1200,
  height: 800,
  position,
});

export const agencyProfile: Profile = {
  email: 'agency@example.be',
  userName: null,
  user: {
    firstName: 'An',
    lastName: 'Claes',
    language: 'nl',
    phone: '09 123 45 67',
    mobile: null,
    address: { street: 'Kouter', number: '1', box: null, postcode: '9000', city: 'Gent' },
  },
  pro: {
    companyName: 'Immo Demo',
    adminEmail: 'admin@immodemo.be',
    leadsEmail: 'leads@immodemo.be',
    supportEmail: null,
    buyerContactEmail: null,
    fax: null,
    ipiNumber: '123456',
    vatNumber: 'BE0123456749',
    website: 'https://www.immodemo.be',
    slogan: 'Thuis in Gent',
    description: { nl: 'Uw makelaar in Gent.', fr: null, en: null },
    openingHoursComment: { nl: null, fr: null, en: null },
    extraAddresses: [
      {
        companyName: 'Immo Demo Brugge',
        street: 'Markt',
        number: '5',
        box: null,
        websiteUrl: null,
      },
    ],
    openingHours: [
      {
        id: 11,
        weekday: 1,
        morningFrom: '09:00',
        morningTo: '12:00',
        afternoonFrom: '13:00',
        afternoonTo: '18:00',
        byAppointment: 'no',
      },
      {
        id: 12,
        weekday: 2,
        morningFrom: '09:00',
        morningTo: '12:00',
        afternoonFrom: null,
        afternoonTo: null,
        byAppointment: 'also',
      },
    ],
    extraContacts: [
      {
        id: 21,
        firstName: 'Lotte',
        lastName: 'Janssens',
        jobTitle: 'Makelaar',
        email: 'lotte@immodemo.be',
        phone: null,
        mobile: '0475 11 22 33',
      },
    ],
    logos: { all: '/nl/api/core/my-profile/user/pro/logo/all', nl: null, fr: null, en: null },
    gallery: [image(31, 1), image(32, 2), image(33, 3)],
  },
  newsletters: [
    { id: 1, code: 'portalNews', subscribed: false },
    { id: 4, code: 'proNews', subscribed: true },
  ],
  paymentMethods: [],
};

export { image as galleryImage };

/**
 * ProfileSections alone, with the app's providers and a fetch double: GET my-profile/user/details
 * answers `profile`; `handlers` add or replace answers ("METHOD path").
 */
export function renderSections(
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler> = {},
  lang: Language = 'en',
) {
  return renderWith(<ProfileSections user={user} />, user, profile, handlers, lang);
}

/** One section alone (smaller and faster in jsdom), fed from the same cached profile as the screen. */
export function renderSection(
  section: (profile: Profile, userId: number) => ReactNode,
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler> = {},
  lang: Language = 'en',
) {
  return renderWith(<CachedProfile userId={user.id} section={section} />, user, profile, handlers, lang);
}

function CachedProfile({
  userId,
  section,
}: {
  userId: number;
  section: (profile: Profile, userId: number) => ReactNode;
}) {
  const profile = useProfile(userId);
  return profile.data ? section(profile.data, userId) : null;
}

function renderWith(
  content: ReactNode,
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler>,
  lang: Language,
) {
  applyLanguage(lang);
  const api = mockApi(user, {
    'GET my-profile/user/details': () => json(200, { data: profile }),
    ...handlers,
  });
  http.configure({ fetch: api, getLanguage: () => currentLanguage(), onUnauthorized: requestLogin });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      {content}
    </Providers>,
  );
  return { ...view, api, queryClient };
}

/** No delay between keystrokes: the forms are large for jsdom. */
export const typist = () => userEvent.setup({ delay: null });

/** Notifications live in a store outside React: empty it between tests. */
export function cleanNotifications() {
  notifications.clean();
}

/** The requests the double received, with JSON bodies parsed. */
export function requestsOf(api: ReturnType<typeof mockApi>) {
  return api.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: String(input),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}
