import { z } from 'zod';

/** Message keys (namespace `errors`) of the error bodies of product.md's table. */
export const ERR = {
  generic: 'errors:generic',
  unauthorized: 'errors:unauthorized',
  forbidden: 'errors:forbidden',
  inactive: 'errors:inactive',
  proOnly: 'errors:proOnly',
  notFound: 'errors:notFound',
  conflict: 'errors:conflict',
  payloadTooLarge: 'errors:payloadTooLarge',
  unsupportedMediaType: 'errors:unsupportedMediaType',
  rateLimited: 'errors:rateLimited',
  csrf: 'errors:csrf',
  invalidCredentials: 'errors:invalidCredentials',
  tokenInvalid: 'errors:tokenInvalid',
  timeout: 'errors:timeout',
  network: 'errors:network',
  deletionMailFailed: 'errors:deletionMailFailed',
  belfiusOnly: 'errors:belfiusOnly',
  lastLoginMethod: 'errors:lastLoginMethod',
  providerUnavailable: 'errors:providerUnavailable',
  identityTaken: 'errors:identityTaken',
  noPassword: 'errors:noPassword',
  weekdayTaken: 'errors:weekdayTaken',
  galleryFull: 'errors:galleryFull',
  imageUnreadable: 'errors:imageUnreadable',
  galleryOrder: 'errors:galleryOrder',
  softwareManaged: 'errors:softwareManaged',
  statusNotForTransaction: 'errors:statusNotForTransaction',
  invoiceExists: 'errors:invoiceExists',
  notADraft: 'errors:notADraft',
  listingNotOnline: 'errors:listingNotOnline',
  softwareDrafts: 'errors:softwareDrafts',
  draftIncomplete: 'errors:draftIncomplete',
  feedDisabled: 'errors:feedDisabled',
  serviceTokenInvalid: 'errors:serviceTokenInvalid',
  bookmarkExists: 'errors:bookmarkExists',
  tooManyNotifications: 'errors:tooManyNotifications',
  notificationsWarning: 'errors:notificationsWarning',
  noAppDevice: 'errors:noAppDevice',
  productNotActive: 'errors:productNotActive',
  productNotStarted: 'errors:productNotStarted',
  slotsFull: 'errors:slotsFull',
  selectionAuto: 'errors:selectionAuto',
  productHeld: 'errors:productHeld',
  informationRequested: 'errors:informationRequested',
  advisorPropertyType: 'errors:advisorPropertyType',
  advisorTransactionType: 'errors:advisorTransactionType',
  advisorNoCredits: 'errors:advisorNoCredits',
  advisorCreateFailed: 'errors:advisorCreateFailed',
} as const;
export type ErrorKey = (typeof ERR)[keyof typeof ERR];

/** 400: `{ error: "validation", fields: { path: messageKey } }`; others: `{ error, messageKey }`. */
export const ApiErrorBody = z.object({
  error: z.string(),
  messageKey: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** ICU values of the message, e.g. `{ software }` of ERR.softwareManaged. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
