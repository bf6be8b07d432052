import type {
  Language,
  ProjectAdFields,
  PropertyAdFields,
  PropertyType,
  TransactionType,
} from '@app/contract';
import { LANGUAGES } from '@app/contract';

/**
 * The editor's form values: text inputs hold strings ('' for empty), number inputs a number or ''.
 * The contract's schemas read '' as "not filled in" (null), so values go to them as they are.
 */
export type PropertyAdValues = {
  propertyType: PropertyType;
  transactionType: TransactionType;
  yourReference: string;
  price: number | string;
  street: string;
  number: string;
  box: string;
  zipcode: string;
  city: string;
  livableSurface: number | string;
  bedrooms: number | string;
  descriptions: Record<Language, string>;
};

export type ProjectAdValues = {
  name: string;
  reference: string;
  street: string;
  number: string;
  zipcode: string;
  city: string;
  descriptions: Record<Language, string>;
};

/** Fields in screen order: the first one with an error gets the focus. */
export const PROPERTY_FIELD_ORDER = [
  'propertyType',
  'transactionType',
  'yourReference',
  'price',
  'livableSurface',
  'bedrooms',
  'street',
  'number',
  'box',
  'zipcode',
  'city',
  ...LANGUAGES.map((lang) => `descriptions.${lang}`),
] as const;

export const PROJECT_FIELD_ORDER = [
  'name',
  'reference',
  'street',
  'number',
  'zipcode',
  'city',
  ...LANGUAGES.map((lang) => `descriptions.${lang}`),
] as const;

const text = (value: string | null) => value ?? '';
const amount = (value: number | null) => value ?? '';
const texts = (values: Record<Language, string | null>) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text(values[lang])])) as Record<Language, string>;
const noTexts = (): Record<Language, string> => ({ nl: '', fr: '', en: '' });

export function newPropertyValues(
  propertyType: PropertyType,
  transactionType: TransactionType,
): PropertyAdValues {
  return {
    propertyType,
    transactionType,
    yourReference: '',
    price: '',
    street: '',
    number: '',
    box: '',
    zipcode: '',
    city: '',
    livableSurface: '',
    bedrooms: '',
    descriptions: noTexts(),
  };
}

/** A draft's values (as loaded, or as the server has them after a change elsewhere). */
export function propertyValues(draft: PropertyAdFields): PropertyAdValues {
  return {
    propertyType: draft.propertyType,
    transactionType: draft.transactionType,
    yourReference: text(draft.yourReference),
    price: amount(draft.price),
    street: text(draft.street),
    number: text(draft.number),
    box: text(draft.box),
    zipcode: text(draft.zipcode),
    city: text(draft.city),
    livableSurface: amount(draft.livableSurface),
    bedrooms: amount(draft.bedrooms),
    descriptions: texts(draft.descriptions),
  };
}

export function projectValues(draft: ProjectAdFields): ProjectAdValues {
  return {
    name: draft.name,
    reference: text(draft.reference),
    street: text(draft.street),
    number: text(draft.number),
    zipcode: text(draft.zipcode),
    city: text(draft.city),
    descriptions: texts(draft.descriptions),
  };
}
