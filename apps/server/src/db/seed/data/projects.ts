import type { PropertyType } from '@app/contract';
import type { ListingTexts } from '../../schema';

export interface DemoProject {
  name: string;
  reference: string;
  statusId: number;
  zip: string;
  city: string;
  street: string;
  houseNumber: string;
  description: ListingTexts;
  models: Array<{
    name: string;
    type: PropertyType;
    bedrooms: number;
    surface: [number, number];
    price: [number, number];
    units: number;
  }>;
}

/** The demo agency's new developments: three online, two project drafts (status 3). */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Residentie Leiezicht',
    reference: 'PRJ-LEIE',
    statusId: 1,
    zip: '9000',
    city: 'Gent',
    street: 'Coupure Links',
    houseNumber: '210',
    description: {
      nl: 'Nieuwbouwresidentie aan de Leie met 1- en 2-slaapkamerappartementen en een penthouse.',
      fr: 'Résidence neuve au bord de la Lys : appartements 1 et 2 chambres et un penthouse.',
      en: 'New residence on the Leie with one- and two-bedroom apartments and a penthouse.',
    },
    models: [
      {
        name: 'Appartement 1 slaapkamer',
        type: 'new-construction-appartment',
        bedrooms: 1,
        surface: [55, 68],
        price: [245_000, 289_000],
        units: 4,
      },
      {
        name: 'Appartement 2 slaapkamers',
        type: 'new-construction-appartment',
        bedrooms: 2,
        surface: [82, 98],
        price: [315_000, 369_000],
        units: 5,
      },
      {
        name: 'Penthouse',
        type: 'new-construction-appartment',
        bedrooms: 3,
        surface: [125, 140],
        price: [545_000, 620_000],
        units: 1,
      },
    ],
  },
  {
    name: 'Hof ter Beke',
    reference: 'PRJ-BEKE',
    statusId: 1,
    zip: '9070',
    city: 'Destelbergen',
    street: 'Dendermondesteenweg',
    houseNumber: '402',
    description: {
      nl: 'Zeven energiezuinige nieuwbouwwoningen in een groene verkaveling.',
      fr: 'Sept maisons neuves basse énergie dans un lotissement verdoyant.',
      en: 'Seven energy-efficient new-build houses in a green development.',
    },
    models: [
      {
        name: 'Halfopen bebouwing',
        type: 'new-construction-house',
        bedrooms: 3,
        surface: [150, 165],
        price: [389_000, 425_000],
        units: 3,
      },
      {
        name: 'Gesloten bebouwing',
        type: 'new-construction-house',
        bedrooms: 3,
        surface: [135, 142],
        price: [339_000, 355_000],
        units: 4,
      },
    ],
  },
  {
    name: 'Residentie Het Zand',
    reference: 'PRJ-ZAND',
    statusId: 1,
    zip: '8000',
    city: 'Brugge',
    street: 'Smedenstraat',
    houseNumber: '18',
    description: {
      nl: 'Kleinschalig project op wandelafstand van het station van Brugge.',
      fr: 'Projet à taille humaine à deux pas de la gare de Bruges.',
      en: 'A small development within walking distance of Bruges station.',
    },
    models: [
      {
        name: 'Studio',
        type: 'new-construction-appartment',
        bedrooms: 1,
        surface: [38, 45],
        price: [215_000, 238_000],
        units: 3,
      },
      {
        name: 'Duplex 2 slaapkamers',
        type: 'new-construction-appartment',
        bedrooms: 2,
        surface: [95, 110],
        price: [395_000, 435_000],
        units: 2,
      },
    ],
  },
  {
    name: 'Villapark Drongen',
    reference: 'PRJ-DRONGEN',
    statusId: 3,
    zip: '9031',
    city: 'Drongen',
    street: 'Vossenhol',
    houseNumber: '5',
    description: {
      nl: 'In voorbereiding: vier villa’s aan de rand van het Drongengoed.',
      fr: 'En préparation : quatre villas en lisière du Drongengoed.',
      en: 'In preparation: four villas on the edge of the Drongengoed.',
    },
    models: [
      {
        name: 'Villa',
        type: 'new-construction-house',
        bedrooms: 4,
        surface: [210, 240],
        price: [795_000, 895_000],
        units: 4,
      },
    ],
  },
  {
    name: 'Residentie Latemhof',
    reference: 'PRJ-LATEM',
    statusId: 3,
    zip: '9830',
    city: 'Sint-Martens-Latem',
    street: 'Dorp',
    houseNumber: '12',
    description: { nl: 'Concept: twaalf assistentiewoningen.', fr: null, en: null },
    models: [],
  },
];
