import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { endpoint } from './endpoint';

export const NEWSLETTERS = [
  { id: 1, code: 'portalNews', pro: false },
  { id: 2, code: 'propertyTips', pro: false },
  { id: 3, code: 'partnerOffers', pro: false },
  { id: 4, code: 'proNews', pro: true },
] as const;
export const Newsletter = z.object({ id: z.number().int(), code: z.string(), subscribed: z.boolean() });
export type Newsletter = z.infer<typeof Newsletter>;

export const setNewsletter = endpoint({
  method: 'POST',
  path: 'my-newsletters/:id',
  access: 'active',
  tag: 'profile',
  summary: 'Subscribes to or unsubscribes from a newsletter.',
  params: IdParams,
  body: z.object({ subscribed: z.boolean() }),
  response: dataOf(z.array(Newsletter)),
});
