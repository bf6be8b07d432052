import { z } from 'zod';
import { dataOf, Success } from './common';
import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX_LENGTH,
  EXTRA_ADDRESSES_MAX,
  SLOGAN_MAX,
  TEXT_MEDIUM_MAX,
  TEXT_SHORT_MAX,
} from './constants';
import { endpoint } from './endpoint';
import { Language, LANGUAGES } from './languages';
import { BelgianVat, MSG, optional, Phone, requiredText } from './validation';

const Email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
const WebUrl = z
  .string()
  .trim()
  .max(TEXT_MEDIUM_MAX)
  .pipe(z.url({ protocol: /^https?$/ }));
const text = (max: number) => optional(z.string().trim().max(max));

/** One text per language (descriptions, comments). */
export const PerLanguage = (max: number) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, text(max)])) as Record<
      Language,
      ReturnType<typeof text>
    >,
  );
export type PerLanguageText = Record<Language, string | null>;

export const Address = z.object({
  street: text(TEXT_MEDIUM_MAX),
  number: text(20),
  box: text(20),
  postcode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, MSG.number),
  ),
  city: text(TEXT_SHORT_MAX),
});
export type Address = z.infer<typeof Address>;

/** PUT my-profile/user: what every user keeps (spec section 3, Profile). */
export const UserInfoBody = z.object({
  firstName: text(TEXT_SHORT_MAX),
  lastName: text(TEXT_SHORT_MAX),
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
  box: text(20),
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
  adminEmail: Email,
  leadsEmail: optional(Email),
  supportEmail: optional(Email),
  buyerContactEmail: optional(Email),
  fax: optional(Phone),
  ipiNumber: optional(IpiNumber),
  vatNumber: optional(BelgianVat),
  website: optional(WebUrl),
  slogan: text(SLOGAN_MAX),
  description: PerLanguage(DESCRIPTION_MAX),
  openingHoursComment: PerLanguage(COMMENT_MAX),
  extraAddresses: z.array(ExtraAddress).max(EXTRA_ADDRESSES_MAX),
});
export type ProDetailsBody = z.infer<typeof ProDetailsBody>;

/** Opening hours: one entry per weekday (1 Monday … 7 Sunday); times are HH:MM. */
export const BY_APPOINTMENT = ['no', 'also', 'only'] as const;
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.schedule);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const OpeningHoursBody = z
  .object({
    weekday: z.number().int().min(1).max(7),
    morningFrom: Time.nullable(),
    morningTo: Time.nullable(),
    afternoonFrom: Time.nullable(),
    afternoonTo: Time.nullable(),
    byAppointment: z.enum(BY_APPOINTMENT),
  })
  .superRefine((hours, ctx) => {
    // A half-day needs both times, in order; the afternoon starts after the morning ends.
    const pairs = [
      ['morningFrom', 'morningTo'],
      ['afternoonFrom', 'afternoonTo'],
    ] as const;
    for (const [from, to] of pairs) {
      const start = hours[from];
      const end = hours[to];
      if ((start === null) !== (end === null) || (start && end && minutes(start) >= minutes(end))) {
        ctx.addIssue({ code: 'custom', path: [start === null ? from : to], message: MSG.schedule });
      }
    }
    if (hours.morningTo && hours.afternoonFrom && minutes(hours.morningTo) > minutes(hours.afternoonFrom)) {
      ctx.addIssue({ code: 'custom', path: ['afternoonFrom'], message: MSG.schedule });
    }
  });
export type OpeningHoursBody = z.infer<typeof OpeningHoursBody>;
export const OpeningHours = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  morningFrom: z.string().nullable(),
  morningTo: z.string().nullable(),
  afternoonFrom: z.string().nullable(),
  afternoonTo: z.string().nullable(),
  byAppointment: z.enum(BY_APPOINTMENT),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

export const ExtraContactBody = z.object({
  firstName: requiredText(TEXT_SHORT_MAX),
  lastName: requiredText(TEXT_SHORT_MAX),
  jobTitle: text(TEXT_SHORT_MAX),
  email: optional(Email),
  phone: optional(Phone),
  mobile: optional(Phone),
});
export type ExtraContactBody = z.infer<typeof ExtraContactBody>;
export const ExtraContact = ExtraContactBody.extend({ id: z.number().int() });
export type ExtraContact = z.infer<typeof ExtraContact>;

export const LOGO_TARGETS = ['all', ...LANGUAGES] as const;
export const LogoTarget = z.enum(LOGO_TARGETS);
export type LogoTarget = z.infer<typeof LogoTarget>;
/** URLs of the stored logos: one for all languages, or one per language. */
export const Logos = z.object(
  Object.fromEntries(LOGO_TARGETS.map((target) => [target, z.string().nullable()])) as Record<
    LogoTarget,
    z.ZodNullable<z.ZodString>
  >,
);
export type Logos = z.infer<typeof Logos>;

export const GalleryImage = z.object({
  id: z.number().int(),
  /** GET my-profile/user/pro/images/{id}, ready for an <img>. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

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

export const PaymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const NEWSLETTERS = [
  { id: 1, code: 'portalNews', pro: false },
  { id: 2, code: 'propertyTips', pro: false },
  { id: 3, code: 'partnerOffers', pro: false },
  { id: 4, code: 'proNews', pro: true },
] as const;
export const Newsletter = z.object({ id: z.number().int(), code: z.string(), subscribed: z.boolean() });
export type Newsletter = z.infer<typeof Newsletter>;

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

const IdParam = z.object({ id: z.coerce.number().int().positive() });

export const getProfile = endpoint({
  method: 'GET',
  path: 'my-profile/user/details',
  access: 'active',
  tag: 'profile',
  summary:
    "The caller's whole profile: personal data, agency details, hours, contacts, logos, gallery, newsletters, payment methods.",
  response: dataOf(Profile),
});
export const updateUserInfo = endpoint({
  method: 'PUT',
  path: 'my-profile/user',
  access: 'active',
  tag: 'profile',
  summary: 'Updates the personal data (names, language, phones, address).',
  body: UserInfoBody,
  response: dataOf(Profile),
});
export const updateProDetails = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/details',
  access: 'pro',
  tag: 'profile',
  summary: "Updates the agency's details, descriptions, opening-hours comments and extra addresses.",
  body: ProDetailsBody,
  response: dataOf(Profile),
});
export const createOpeningHours = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/openinghours',
  access: 'pro',
  tag: 'profile',
  summary: 'Adds the opening hours of a weekday (409 when that weekday already has hours).',
  body: OpeningHoursBody,
  response: dataOf(OpeningHours),
});
export const updateOpeningHours = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/openinghours/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Changes the opening hours of a weekday.',
  params: IdParam,
  body: OpeningHoursBody,
  response: dataOf(OpeningHours),
});
export const deleteOpeningHours = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/openinghours/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes the opening hours of a weekday.',
  params: IdParam,
  response: Success,
});
export const createExtraContact = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/contact',
  access: 'pro',
  tag: 'profile',
  summary: 'Adds an extra contact person.',
  body: ExtraContactBody,
  response: dataOf(ExtraContact),
});
export const updateExtraContact = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/contact/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Changes an extra contact person.',
  params: IdParam,
  body: ExtraContactBody,
  response: dataOf(ExtraContact),
});
export const deleteExtraContact = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/contact/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes an extra contact person.',
  params: IdParam,
  response: Success,
});
/** Multipart: field `target` (all | nl | fr | en) then the file field `file`. */
export const uploadLogo = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/logo',
  access: 'pro',
  tag: 'profile',
  summary: 'Uploads the logo for one language or for all (multipart: target, file). Shows within 24 hours.',
  response: dataOf(Logos),
});
export const deleteLogo = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/logo/:target',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes the logo of one language or the one for all.',
  params: z.object({ target: LogoTarget }),
  response: dataOf(Logos),
});
/** Binary: the stored image (image/webp). */
export const getLogo = endpoint({
  method: 'GET',
  path: 'my-profile/user/pro/logo/:target',
  access: 'pro',
  tag: 'profile',
  summary: 'The stored logo of one target, as an image.',
  params: z.object({ target: LogoTarget }),
  response: z.unknown(),
});
/** Multipart: the file field `file`. */
export const uploadGalleryImage = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/images',
  access: 'pro',
  tag: 'profile',
  summary: 'Adds an image at the end of the gallery (multipart: file).',
  response: dataOf(GalleryImage),
});
/** Binary: the stored image (image/webp). */
export const getGalleryImage = endpoint({
  method: 'GET',
  path: 'my-profile/user/pro/images/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'One gallery image, as an image.',
  params: IdParam,
  response: z.unknown(),
});
export const reorderGallery = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/images/order',
  access: 'pro',
  tag: 'profile',
  summary: 'Sets the gallery order; the first image is the cover. The ids must be exactly the gallery.',
  body: z.object({ ids: z.array(z.number().int().positive()).max(100) }),
  response: dataOf(z.array(GalleryImage)),
});
export const deleteGalleryImage = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/image/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes a gallery image.',
  params: IdParam,
  response: dataOf(z.array(GalleryImage)),
});
export const deletePaymentMethod = endpoint({
  method: 'DELETE',
  path: 'my-profile/payment-method/:id',
  access: 'active',
  tag: 'profile',
  summary: 'Removes a saved payment method.',
  params: IdParam,
  response: dataOf(z.array(PaymentMethod)),
});
export const setNewsletter = endpoint({
  method: 'POST',
  path: 'my-newsletters/:id',
  access: 'active',
  tag: 'profile',
  summary: 'Subscribes to or unsubscribes from a newsletter.',
  params: IdParam,
  body: z.object({ subscribed: z.boolean() }),
  response: dataOf(z.array(Newsletter)),
});
