import { z } from 'zod';
import { dataOf } from './common';
import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  EXTRA_ADDRESSES_MAX,
  SLOGAN_MAX,
  TEXT_MEDIUM_MAX,
  TEXT_SHORT_MAX,
} from './constants';
import { endpoint } from './endpoint';
import { Language } from './language-schema';
import { LANGUAGES } from './languages';
import { BelgianVat, EmailAddress, MSG, optional, optionalText, Phone, requiredText } from './validation';
import { ExtraContact } from './extra-contacts';
import { GalleryImage } from './gallery';
import { Logos } from './logos';
import { Newsletter } from './newsletters';
import { OpeningHours } from './opening-hours';
import { PaymentMethod } from './payment-methods';

const WebUrl = z
  .string()
  .trim()
  .max(TEXT_MEDIUM_MAX)
  .pipe(z.url({ protocol: /^https?$/ }));

/** One text per language (descriptions, comments). */
export const PerLanguage = (max: number) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, optionalText(max)])) as Record<
      Language,
      ReturnType<typeof optionalText>
    >,
  );
export type PerLanguageText = Record<Language, string | null>;

export const Address = z.object({
  street: optionalText(TEXT_MEDIUM_MAX),
  number: optionalText(20),
  box: optionalText(20),
  postcode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, MSG.number),
  ),
  city: optionalText(TEXT_SHORT_MAX),
});
export type Address = z.infer<typeof Address>;

/** PUT my-profile/user: what every user keeps (spec section 3, Profile). */
export const UserInfoBody = z.object({
  firstName: optionalText(TEXT_SHORT_MAX),
  lastName: optionalText(TEXT_SHORT_MAX),
  language: Language,
  phone: optional(Phone),
  mobile: optional(Phone),
  address: Address,
});
export type UserInfoBody = z.infer<typeof UserInfoBody>;

export const ExtraAddress = z.object({
  companyName: requiredText(TEXT_MEDIUM_MAX),
  street: requiredText(TEXT_MEDIUM_MAX),
  number: requiredText(20),
  box: optionalText(20),
  websiteUrl: optional(WebUrl),
});
export type ExtraAddress = z.infer<typeof ExtraAddress>;

/** IPI/BIV registration number of a Belgian estate agent: six digits, optionally as 123.456. */
const IpiNumber = z
  .string()
  .trim()
  .regex(/^\d{3}\.?\d{3}$/, MSG.number)
  .overwrite((value) => value.replace('.', ''));

/** PUT my-profile/user/pro/details: the agency's details. */
export const ProDetailsBody = z.object({
  companyName: requiredText(TEXT_MEDIUM_MAX),
  adminEmail: EmailAddress,
  leadsEmail: optional(EmailAddress),
  supportEmail: optional(EmailAddress),
  buyerContactEmail: optional(EmailAddress),
  fax: optional(Phone),
  ipiNumber: optional(IpiNumber),
  vatNumber: optional(BelgianVat),
  website: optional(WebUrl),
  slogan: optionalText(SLOGAN_MAX),
  description: PerLanguage(DESCRIPTION_MAX),
  openingHoursComment: PerLanguage(COMMENT_MAX),
  extraAddresses: z.array(ExtraAddress).max(EXTRA_ADDRESSES_MAX),
});
export type ProDetailsBody = z.infer<typeof ProDetailsBody>;

export const ProProfile = ProDetailsBody.extend({
  /** Empty until the agency saves its details (a response is not a form: no "required" here). */
  companyName: z.string(),
  adminEmail: z.string(),
  openingHours: z.array(OpeningHours),
  extraContacts: z.array(ExtraContact),
  logos: Logos,
  /** In display order; the first is the cover. */
  gallery: z.array(GalleryImage),
});
export type ProProfile = z.infer<typeof ProProfile>;

/** Everything the profile screen shows; `pro` is null for private users. */
export const Profile = z.object({
  email: z.string(),
  userName: z.string().nullable(),
  user: UserInfoBody,
  pro: ProProfile.nullable(),
  newsletters: z.array(Newsletter),
  paymentMethods: z.array(PaymentMethod),
});
export type Profile = z.infer<typeof Profile>;

export const getProfile = endpoint({
  method: 'GET',
  path: 'my-profile/user/details',
  access: 'active',
  tag: 'profile',
  summary:
    "The caller's whole profile: personal data, agency details, hours, contacts, logos, gallery, newsletters, payment methods.",
  response: dataOf(Profile),
  // Its ETag is the version every form of the profile screen names in If-Match (decision 055).
  versioned: true,
});
export const updateUserInfo = endpoint({
  method: 'PUT',
  path: 'my-profile/user',
  access: 'active',
  tag: 'profile',
  summary: 'Updates the personal data (names, language, phones, address).',
  body: UserInfoBody,
  response: dataOf(Profile),
  versioned: true,
});
export const updateProDetails = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/details',
  access: 'pro',
  tag: 'profile',
  summary: "Updates the agency's details, descriptions, opening-hours comments and extra addresses.",
  body: ProDetailsBody,
  response: dataOf(Profile),
  versioned: true,
});
