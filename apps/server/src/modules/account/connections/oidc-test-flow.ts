import type { TestApp } from '../../../test/app';

/**
 * Test support: plays the browser between the app and the test provider. Cookies of the provider
 * are kept by name (its paths do not matter here); redirects are followed by hand until the
 * provider sends the browser back to the app.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  private store(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (
          (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) < Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private header(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }

  /** Follows the provider's redirects from `start` until one leads to `appOrigin`; returns that URL. */
  async authorize(start: string, appOrigin: string): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin === appOrigin) return url;
      const response = await fetch(url, { redirect: 'manual', headers: this.header() });
      this.store(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`provider answered ${response.status} at ${url.href}: ${await response.text()}`);
      url = new URL(location, url);
    }
    throw new Error(`too many redirects from ${start}`);
  }
}

/** The app's answer to the provider's redirect, as the browser would send it (with its cookies). */
export function callApp(t: TestApp, url: URL, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** `name=value` of a Set-Cookie of an inject response, ready for a Cookie header. */
export function cookieOf(
  response: { cookies: Array<{ name: string; value: string }> },
  name: string,
): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie && cookie.value !== '' ? `${name}=${cookie.value}` : undefined;
}

/** The redirect URIs the app uses for one provider, in every language. */
export const redirectUris = (publicUrl: string, provider: string): string[] =>
  ['nl', 'fr', 'en'].map((lang) => `${publicUrl}/${lang}/api/core/auth/oidc/${provider}/callback`);
