import type { Language, Provider } from '@app/contract';
import { endpoints } from '@app/contract';
import { buildUrl } from '../../lib/http';

/**
 * GET auth/oidc/:provider/login: the server redirects through the provider and back to `returnTo`.
 * Apart from provider-login.ts, which the first page imports: the endpoints come with zod.
 */
export const providerLoginUrl = (provider: Provider, lang: Language, returnTo: string): string =>
  buildUrl(endpoints.oidcLogin, { params: { provider }, query: { returnTo } }, lang);
