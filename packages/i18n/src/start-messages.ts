import type { Language } from '@app/contract';
import en from '../locales/en/start.json' with { type: 'json' };
import fr from '../locales/fr/start.json' with { type: 'json' };
import nl from '../locales/nl/start.json' with { type: 'json' };

const CATALOGS = { nl, fr, en } satisfies Record<Language, unknown>;

/** The `start` namespace's keys. */
export type StartKey = `start:${keyof typeof nl}`;

/**
 * A message of the `start` namespace, which the web app's entry bundles instead of loading: it says
 * that the app could not start, and the catalogs that load per namespace may be what failed. Its
 * messages have no placeholders.
 */
export const startMessage = (lang: Language, key: StartKey): string =>
  CATALOGS[lang][key.slice('start:'.length) as keyof typeof nl];
