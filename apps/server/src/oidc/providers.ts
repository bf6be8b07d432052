import type { Provider } from '@app/contract';
import { PROVIDERS } from '@app/contract';
import type { Config } from '../config';
import type { ProviderClient } from './provider-client';
import { providerClient } from './provider-client';

/** The configured providers of this server; an unconfigured one has no client (shown as unavailable). */
export interface OidcProviders {
  isAvailable(provider: Provider): boolean;
  /** Null when the provider is not configured. */
  client(provider: Provider): ProviderClient | null;
}

export function oidcProviders(config: Config['oidc']): OidcProviders {
  const clients = new Map<Provider, ProviderClient>();
  for (const provider of PROVIDERS) {
    const settings = config[provider];
    if (settings) clients.set(provider, providerClient(settings));
  }
  return {
    isAvailable: (provider) => clients.has(provider),
    client: (provider) => clients.get(provider) ?? null,
  };
}

/** Where the provider sends the browser back: the API of the language the flow started in. */
export const callbackUrl = (publicUrl: string, lang: string, provider: Provider): string =>
  `${publicUrl}/${lang}/api/core/auth/oidc/${provider}/callback`;
