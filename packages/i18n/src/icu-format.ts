import type { Module } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * i18next format module: messages are ICU (`{name}`, `{count, plural, ...}`).
 * Written here because i18next-icu default-imports intl-messageformat, which resolves to the
 * CommonJS build under Node and fails on the server (docs/decisions/004-i18n-icu.md).
 */
export class IcuFormat implements Module {
  readonly type = 'i18nFormat' as const;
  private readonly cache = new Map<string, IntlMessageFormat>();

  parse(message: string, values: Record<string, unknown>, lng: string, ns: string, key: string): string {
    const cacheKey = `${lng}\u0000${ns}\u0000${key}\u0000${message}`;
    let format = this.cache.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(message, lng, undefined, { ignoreTag: true });
      this.cache.set(cacheKey, format);
    }
    return String(format.format(values as Record<string, string | number>));
  }
}
