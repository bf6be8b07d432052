import type { Profile } from '@app/contract';

/** The profile feature's query, for tests of a screen that its page wires to it (the orders dialog). */
export { profileQuery } from '../features/profile/api/profile';

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
