import type { Address, ExtraContactBody, OpeningHoursBody, ProDetailsBody } from '@app/contract';

export interface DemoProfile {
  address: Address;
  pro?: ProDetailsBody;
  openingHours?: OpeningHoursBody[];
  extraContacts?: ExtraContactBody[];
  paymentMethods?: Array<{ brand: string; last4: string; expMonth: number; expYear: number }>;
  newsletterIds: number[];
}

const texts = (nl: string, fr: string, en: string) => ({ nl, fr, en });
const noTexts = { nl: null, fr: null, en: null };

const weekday = (day: number): OpeningHoursBody => ({
  weekday: day,
  morningFrom: '09:00',
  morningTo: '12:30',
  afternoonFrom: '13:30',
  afternoonTo: '18:00',
  byAppointment: 'no',
});

/** The profile data of the demo accounts; the seeder parses it with the contract's schemas (profile.ts). */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  'agency@example.be': {
    address: { street: 'Veldstraat', number: '52', box: null, postcode: '9000', city: 'Gent' },
    pro: {
      companyName: 'Immo Demo',
      adminEmail: 'admin@immodemo.be',
      leadsEmail: 'leads@immodemo.be',
      supportEmail: 'support@immodemo.be',
      buyerContactEmail: 'kopers@immodemo.be',
      fax: '+32 9 223 45 68',
      ipiNumber: '504123',
      vatNumber: 'BE0417497106',
      website: 'https://www.immodemo.be',
      slogan: 'Uw thuis in Gent, onze zorg',
      description: texts(
        'Immo Demo begeleidt sinds 1998 kopers, verkopers en huurders in Gent en omstreken. Wij schatten uw woning gratis en vrijblijvend.',
        'Immo Demo accompagne depuis 1998 acheteurs, vendeurs et locataires à Gand et dans les environs. Nous estimons votre bien gratuitement et sans engagement.',
        'Since 1998 Immo Demo has guided buyers, sellers and tenants in Ghent and the surrounding area. We value your home free of charge and without obligation.',
      ),
      openingHoursComment: texts(
        'Op zaterdag ook na afspraak.',
        'Le samedi également sur rendez-vous.',
        'On Saturdays also by appointment.',
      ),
      extraAddresses: [
        {
          companyName: 'Immo Demo Gent-Zuid',
          street: 'Kortrijksesteenweg',
          number: '361',
          box: null,
          websiteUrl: 'https://www.immodemo.be/gent-zuid',
        },
      ],
    },
    openingHours: [
      ...[1, 2, 3, 4, 5].map(weekday),
      {
        weekday: 6,
        morningFrom: '10:00',
        morningTo: '12:00',
        afternoonFrom: null,
        afternoonTo: null,
        byAppointment: 'also',
      },
    ],
    extraContacts: [
      {
        firstName: 'An',
        lastName: 'De Smet',
        jobTitle: 'Vastgoedmakelaar',
        email: 'an.desmet@immodemo.be',
        phone: '+32 9 223 45 69',
        mobile: '+32 476 23 45 67',
      },
      {
        firstName: 'Tom',
        lastName: 'Maes',
        jobTitle: 'Verhuurbeheer',
        email: 'tom.maes@immodemo.be',
        phone: null,
        mobile: '+32 478 98 12 34',
      },
    ],
    paymentMethods: [
      { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 },
      { brand: 'Mastercard', last4: '5454', expMonth: 3, expYear: 2027 },
    ],
    newsletterIds: [1, 4],
  },
  'notary@example.be': {
    address: { street: 'Meir', number: '24', box: null, postcode: '2000', city: 'Antwerpen' },
    pro: {
      companyName: 'Notariaat Janssens',
      adminEmail: 'kantoor@notariaat-janssens.be',
      leadsEmail: null,
      supportEmail: null,
      buyerContactEmail: null,
      fax: null,
      ipiNumber: null,
      vatNumber: 'BE0812345603',
      website: 'https://www.notariaat-janssens.be',
      slogan: null,
      description: texts(
        'Notariaat in hartje Antwerpen: openbare verkopen, aktes en advies.',
        "Étude notariale au cœur d'Anvers : ventes publiques, actes et conseils.",
        'Notary office in the heart of Antwerp: public sales, deeds and advice.',
      ),
      openingHoursComment: noTexts,
      extraAddresses: [],
    },
    newsletterIds: [4],
  },
  'software@example.be': {
    address: { street: 'Louizalaan', number: '120', box: '3', postcode: '1050', city: 'Elsene' },
    pro: {
      companyName: 'Immo Software Partner',
      adminEmail: 'beheer@immosoftwarepartner.be',
      leadsEmail: 'leads@immosoftwarepartner.be',
      supportEmail: null,
      buyerContactEmail: null,
      fax: null,
      ipiNumber: '507890',
      vatNumber: 'BE0654321022',
      website: 'https://www.immosoftwarepartner.be',
      slogan: null,
      description: noTexts,
      openingHoursComment: noTexts,
      extraAddresses: [],
    },
    newsletterIds: [],
  },
  'private@example.be': {
    address: { street: 'Bondgenotenlaan', number: '45', box: '2', postcode: '3000', city: 'Leuven' },
    paymentMethods: [{ brand: 'Bancontact', last4: '0037', expMonth: 9, expYear: 2027 }],
    newsletterIds: [2],
  },
};
