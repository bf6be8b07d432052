import { z } from 'zod';
import { dataOf, IdParams, Success } from './common';
import { TEXT_SHORT_MAX } from './constants';
import { endpoint } from './endpoint';
import { EmailAddress, optional, optionalText, Phone, requiredText } from './validation';

export const ExtraContactBody = z.object({
  firstName: requiredText(TEXT_SHORT_MAX),
  lastName: requiredText(TEXT_SHORT_MAX),
  jobTitle: optionalText(TEXT_SHORT_MAX),
  email: optional(EmailAddress),
  phone: optional(Phone),
  mobile: optional(Phone),
});
export type ExtraContactBody = z.infer<typeof ExtraContactBody>;
export const ExtraContact = ExtraContactBody.extend({ id: z.number().int() });
export type ExtraContact = z.infer<typeof ExtraContact>;

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
  params: IdParams,
  body: ExtraContactBody,
  response: dataOf(ExtraContact),
  versioned: true,
});
export const deleteExtraContact = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/contact/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes an extra contact person.',
  params: IdParams,
  response: Success,
});
