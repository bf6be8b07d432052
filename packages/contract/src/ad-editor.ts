import { z } from 'zod';
import { dataOf, IdParams } from './common';
import {
  AD_BEDROOMS_MAX,
  AD_PRICE_MAX,
  AD_SURFACE_MAX,
  DESCRIPTION_MAX,
  TEXT_MEDIUM_MAX,
  TEXT_SHORT_MAX,
} from './constants';
import { endpoint } from './endpoint';
import type { Language } from './language-schema';
import { LANGUAGES } from './languages';
import { PropertyType, TransactionType } from './lookups';
import { MSG, optional, requiredText } from './validation';

/**
 * Issue 4: the ad editor (`ad?propertytype=…&transactiontype=…`). It saves drafts (status 3) with
 * the lenient schemas; publication (POST my-products/order, type publication) checks the strict ones.
 */

const text = (max: number) => optional(z.string().trim().max(max));
const Postcode = optional(
  z
    .string()
    .trim()
    .regex(/^\d{4}$/, MSG.number),
);

export const AdDescriptions = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text(DESCRIPTION_MAX)])) as Record<
    Language,
    ReturnType<typeof text>
  >,
);

/** A property draft as the ad editor saves it: only the type and transaction are required. */
export const PropertyAdFields = z.object({
  propertyType: PropertyType,
  transactionType: TransactionType,
  yourReference: text(TEXT_SHORT_MAX),
  /** Euro; empty is "price on request". */
  price: optional(z.number().min(0).max(AD_PRICE_MAX)),
  street: text(TEXT_MEDIUM_MAX),
  number: text(20),
  box: text(20),
  zipcode: Postcode,
  city: text(TEXT_SHORT_MAX),
  livableSurface: optional(z.number().int().min(1).max(AD_SURFACE_MAX)),
  bedrooms: optional(z.number().int().min(0).max(AD_BEDROOMS_MAX)),
  descriptions: AdDescriptions,
});
export type PropertyAdFields = z.output<typeof PropertyAdFields>;
export type PropertyAdFieldsInput = z.input<typeof PropertyAdFields>;

const requireAtLeastOneDescription = (
  descriptions: Record<Language, string | null>,
  context: z.RefinementCtx,
) => {
  if (!LANGUAGES.some((lang) => descriptions[lang])) {
    for (const lang of LANGUAGES) {
      context.addIssue({ code: 'custom', path: ['descriptions', lang], message: MSG.required });
    }
  }
};

/**
 * What publication needs: the address, the surface and a description in at least one language.
 * The price may stay empty (price on request).
 */
export const PublishablePropertyAd = PropertyAdFields.extend({
  street: requiredText(TEXT_MEDIUM_MAX),
  number: requiredText(20),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, MSG.number),
  city: requiredText(TEXT_SHORT_MAX),
  livableSurface: z.number().int().min(1).max(AD_SURFACE_MAX),
}).superRefine((value, context) => requireAtLeastOneDescription(value.descriptions, context));

/** A property draft as the ad editor loads it. */
export const PropertyAdDraft = PropertyAdFields.extend({
  id: z.number().int(),
  vlancode: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PropertyAdDraft = z.output<typeof PropertyAdDraft>;

export const createPropertyDraft = endpoint({
  method: 'POST',
  path: 'my-drafts/property',
  access: 'active',
  tag: 'drafts',
  summary:
    'Saves a new property draft (never visible as a listing before publication); 403 for users with software.',
  body: PropertyAdFields,
  response: dataOf(PropertyAdDraft),
});

export const getPropertyDraft = endpoint({
  method: 'GET',
  path: 'my-drafts/property/:id',
  access: 'active',
  tag: 'drafts',
  summary: "One of the caller's property drafts, as the ad editor loads it.",
  params: IdParams,
  response: dataOf(PropertyAdDraft),
  // Its ETag is the version the ad editor names in If-Match when it saves the draft (decision 055).
  versioned: true,
});

export const updatePropertyDraft = endpoint({
  method: 'PUT',
  path: 'my-drafts/property/:id',
  access: 'active',
  tag: 'drafts',
  summary: "Saves one of the caller's property drafts; any other listing answers 404.",
  params: IdParams,
  body: PropertyAdFields,
  response: dataOf(PropertyAdDraft),
  versioned: true,
});

/** A project draft as the ad editor saves it: only the name is required. */
export const ProjectAdFields = z.object({
  name: requiredText(TEXT_MEDIUM_MAX),
  reference: text(TEXT_SHORT_MAX),
  street: text(TEXT_MEDIUM_MAX),
  number: text(20),
  zipcode: Postcode,
  city: text(TEXT_SHORT_MAX),
  descriptions: AdDescriptions,
});
export type ProjectAdFields = z.output<typeof ProjectAdFields>;
export type ProjectAdFieldsInput = z.input<typeof ProjectAdFields>;

export const PublishableProjectAd = ProjectAdFields.extend({
  street: requiredText(TEXT_MEDIUM_MAX),
  number: requiredText(20),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, MSG.number),
  city: requiredText(TEXT_SHORT_MAX),
}).superRefine((value, context) => requireAtLeastOneDescription(value.descriptions, context));

export const ProjectAdDraft = ProjectAdFields.extend({
  id: z.number().int(),
  vlancode: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ProjectAdDraft = z.output<typeof ProjectAdDraft>;

export const getProjectDraft = endpoint({
  method: 'GET',
  path: 'my-drafts/project/:id',
  access: 'active',
  tag: 'drafts',
  summary: "One of the caller's project drafts, as the ad editor loads it.",
  params: IdParams,
  response: dataOf(ProjectAdDraft),
  // Its ETag is the version the ad editor names in If-Match when it saves the draft (decision 055).
  versioned: true,
});

export const updateProjectDraft = endpoint({
  method: 'PUT',
  path: 'my-drafts/project/:id',
  access: 'active',
  tag: 'drafts',
  summary: "Saves one of the caller's project drafts; any other project answers 404.",
  params: IdParams,
  body: ProjectAdFields,
  response: dataOf(ProjectAdDraft),
  versioned: true,
});
