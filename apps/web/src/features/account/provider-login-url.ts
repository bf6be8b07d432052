import type { Language, Provider } from '@app/contract';
import { useEffect, useState } from 'react';
import { buildUrl } from '../../lib/http';
import { lazyEndpoint } from '../../lib/schemas';

/** GET auth/oidc/:provider/login: the server redirects through the provider and back to `returnTo`. */
export type ProviderLoginUrl = (provider: Provider, lang: Language, returnTo: string) => string;

// Apart from provider-login.ts, which the first page imports; and lazy: the endpoints come with zod.
const oidcLogin = lazyEndpoint('oidcLogin');

const loadProviderLoginUrl = async (): Promise<ProviderLoginUrl> => {
  const endpoint = await oidcLogin();
  return (provider, lang, returnTo) =>
    buildUrl(endpoint, { params: { provider }, query: { returnTo } }, lang);
};

/**
 * The login links' address, null until the endpoints are in. `ready`: the providers' answer is in;
 * its call loaded the endpoints already, so the links show with it, as before they were lazy.
 */
export function useProviderLoginUrl(ready: boolean): ProviderLoginUrl | null {
  const [url, setUrl] = useState<ProviderLoginUrl | null>(null);
  useEffect(() => {
    if (!ready || url) return;
    let current = true;
    // A failure leaves the links away, as the providers' own call failing does.
    loadProviderLoginUrl().then(
      (loaded) => {
        if (current) setUrl(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ready, url]);
  return url;
}
