import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';
import { LANGUAGES } from './languages';

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
