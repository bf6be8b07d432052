import type { Language } from '@app/contract';

export interface OtherAgency {
  email: string;
  companyName: string;
  firstName: string;
  lastName: string;
  language: Language;
  zipRange: readonly [number, number];
  referencePrefix: string;
  listingCount: number;
}

/** Five other agencies around Belgium: their listings make the portal's market, not the demo's. */
export const OTHER_AGENCIES: readonly OtherAgency[] = [
  {
    email: 'info@desmetvastgoed.be',
    companyName: 'De Smet Vastgoed',
    firstName: 'Karel',
    lastName: 'De Smet',
    language: 'nl',
    zipRange: [2000, 2999],
    referencePrefix: 'DSV',
    listingCount: 55,
  },
  {
    email: 'kantoor@immovandenberghe.be',
    companyName: 'Immo Vandenberghe',
    firstName: 'Annelies',
    lastName: 'Vandenberghe',
    language: 'nl',
    zipRange: [8000, 8999],
    referencePrefix: 'IVB',
    listingCount: 42,
  },
  {
    email: 'contact@agencelambert.be',
    companyName: 'Agence Immobilière Lambert',
    firstName: 'Claire',
    lastName: 'Lambert',
    language: 'fr',
    zipRange: [4000, 4999],
    referencePrefix: 'AL',
    listingCount: 48,
  },
  {
    email: 'info@immobiliere-mosane.be',
    companyName: 'Immobilière Mosane',
    firstName: 'Olivier',
    lastName: 'Dubois',
    language: 'fr',
    zipRange: [5000, 5999],
    referencePrefix: 'IM',
    listingCount: 33,
  },
  {
    email: 'info@peeterspartners.be',
    companyName: 'Peeters & Partners Immobiliën',
    firstName: 'Tom',
    lastName: 'Peeters',
    language: 'nl',
    zipRange: [3000, 3999],
    referencePrefix: 'PP',
    listingCount: 60,
  },
];
