import type { PropertyType, TransactionType } from '@app/contract';
import type { ListingTexts } from '../../schema';

/** Words and sentences the listing descriptions are built from (builders/listing-description.ts). */
export const TYPE_WORDS: Record<PropertyType, ListingTexts> = {
  house: { nl: 'woning', fr: 'maison', en: 'house' },
  'new-construction-house': { nl: 'nieuwbouwwoning', fr: 'maison neuve', en: 'new-build house' },
  appartment: { nl: 'appartement', fr: 'appartement', en: 'apartment' },
  'new-construction-appartment': {
    nl: 'nieuwbouwappartement',
    fr: 'appartement neuf',
    en: 'new-build apartment',
  },
  land: { nl: 'bouwgrond', fr: 'terrain à bâtir', en: 'building plot' },
  entreprise: { nl: 'bedrijfsgebouw', fr: 'bâtiment industriel', en: 'business premises' },
  commercial: { nl: 'handelspand', fr: 'surface commerciale', en: 'commercial property' },
  vacation: { nl: 'vakantiewoning', fr: 'maison de vacances', en: 'holiday home' },
  garage: { nl: 'garage', fr: 'garage', en: 'garage' },
  studentHouse: { nl: 'studentenkamer', fr: 'kot étudiant', en: 'student room' },
  investmentProperty: { nl: 'opbrengsteigendom', fr: 'immeuble de rapport', en: 'investment property' },
  other: { nl: 'eigendom', fr: 'bien', en: 'property' },
};
export const TRANSACTION_WORDS: Record<TransactionType, ListingTexts> = {
  sale: { nl: 'te koop', fr: 'à vendre', en: 'for sale' },
  rent: { nl: 'te huur', fr: 'à louer', en: 'for rent' },
  publicSale: { nl: 'openbare verkoop', fr: 'vente publique', en: 'public sale' },
  share: { nl: 'gedeeld wonen', fr: 'colocation', en: 'shared living' },
};
export const EXTRAS: readonly ListingTexts[] = [
  {
    nl: 'Rustig gelegen, dicht bij scholen, winkels en openbaar vervoer.',
    fr: 'Situé au calme, à proximité des écoles, des commerces et des transports en commun.',
    en: 'Quietly located, close to schools, shops and public transport.',
  },
  {
    nl: 'Zuidgerichte tuin met ruim terras.',
    fr: 'Jardin orienté sud avec grande terrasse.',
    en: 'South-facing garden with a large terrace.',
  },
  {
    nl: 'Instapklaar, recent gerenoveerd, EPC-label B.',
    fr: 'Prêt à emménager, récemment rénové, PEB B.',
    en: 'Ready to move in, recently renovated, EPC label B.',
  },
  {
    nl: 'Vlot bereikbaar via de snelweg, met eigen parkeerplaats.',
    fr: "Accès rapide à l'autoroute, avec emplacement de parking privé.",
    en: 'Easy motorway access, with a private parking space.',
  },
  {
    nl: 'Lichtrijke leefruimte met open keuken.',
    fr: 'Séjour lumineux avec cuisine ouverte.',
    en: 'Bright living area with an open kitchen.',
  },
  {
    nl: 'Bezoek enkel na afspraak.',
    fr: 'Visites uniquement sur rendez-vous.',
    en: 'Viewings by appointment only.',
  },
];
