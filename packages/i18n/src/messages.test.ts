import type { Language } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalog } from './compile-messages';
import { type Catalog, Messages } from './messages';

const CATALOGS: Record<string, Catalog> = {
  'nl:errors': { generic: 'Er ging iets mis.' },
  'fr:errors': { generic: "Une erreur s'est produite." },
  'nl:common': { retry: 'Opnieuw', count: '{count, plural, one {# pand} other {# panden}}' },
  'fr:common': { retry: 'Réessayer', count: '{count, plural, one {# bien} other {# biens}}' },
  'nl:dashboard': { card: { title: 'Hallo {name}' } },
  'fr:dashboard': { card: { title: 'Bonjour {name}' } },
};

/** A loader over CATALOGS that counts its downloads; `failing` lists the catalogs that fail once. */
function loader(failing: string[] = []) {
  const fail = new Set(failing);
  const load = vi.fn((lang: Language, ns: string) => {
    const id = `${lang}:${ns}`;
    if (fail.delete(id)) return Promise.reject(new Error(`network: ${id}`));
    const catalog = CATALOGS[id];
    return catalog ? Promise.resolve({ default: catalog }) : Promise.reject(new Error(`no ${id}`));
  });
  return load;
}

describe('Messages', () => {
  it('formats a key by namespace and dotted path, from text or compiled messages, errors by default', async () => {
    const i18n = new Messages(loader());
    await i18n.start('nl', ['errors', 'common', 'dashboard']);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('generic')).toBe('Er ging iets mis.');
    expect(i18n.t('errors:generic')).toBe('Er ging iets mis.');
    expect(i18n.t('common:count', { count: 1 })).toBe('1 pand');
    expect(i18n.t('common:count', { count: 1200 })).toBe('1.200 panden');
    expect(i18n.t('dashboard:card.title', { name: 'Ann' })).toBe('Hallo Ann');

    i18n.add('nl', 'dashboard', compileCatalog(CATALOGS['nl:dashboard'], 'nl') as Catalog);
    expect(i18n.t('dashboard:card.title', { name: 'Bart' })).toBe('Hallo Bart');
  });

  it('formats a key it does not hold, or a group of messages, to the key itself', async () => {
    const i18n = new Messages(loader());
    await i18n.start('nl', ['errors', 'dashboard']);
    expect(i18n.t('errors:nope')).toBe('errors:nope');
    expect(i18n.t('dashboard:card')).toBe('dashboard:card');
    expect(i18n.t('dashboard:card.title.deeper')).toBe('dashboard:card.title.deeper');
    expect(i18n.t('statistics:title')).toBe('statistics:title');
    expect(i18n.exists('errors:generic')).toBe(true);
    expect(i18n.exists('dashboard:card')).toBe(false);
    expect(i18n.exists('errors:nope')).toBe(false);
  });

  it('downloads a catalog once however often it is asked for, and fails a start whose catalog does not load', async () => {
    const load = loader(['nl:common']);
    const i18n = new Messages(load);
    await expect(i18n.start('nl', ['errors', 'common'])).rejects.toThrow('network: nl:common');
    expect(i18n.isInitialized).toBe(false);

    // The failed catalog is asked for again; the one that loaded is not.
    await Promise.all([i18n.loadNamespaces(['errors', 'common']), i18n.loadNamespaces(['common'])]);
    expect(load.mock.calls.map(([lang, ns]) => `${lang}:${ns}`).sort()).toEqual([
      'nl:common',
      'nl:common',
      'nl:errors',
    ]);
    expect(i18n.t('common:retry')).toBe('Opnieuw');
  });

  it('switches at once when the namespaces are in, else once they have loaded, and tells its listeners', async () => {
    const i18n = new Messages(loader());
    await i18n.start('nl', ['errors', 'common']);
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);

    const switching = i18n.changeLanguage('fr');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('common:retry')).toBe('Opnieuw');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('common:retry')).toBe('Réessayer');
    expect(listener).toHaveBeenCalledTimes(1);

    void i18n.changeLanguage('nl');
    expect(i18n.language).toBe('nl');
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    void i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('loads what a screen asks for during a switch in both languages, and lets the later switch decide', async () => {
    const i18n = new Messages(loader());
    await i18n.start('nl', ['errors']);
    const toFrench = i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['dashboard']);
    expect(i18n.hasNamespace('nl', 'dashboard')).toBe(true);
    expect(i18n.hasNamespace('fr', 'dashboard')).toBe(true);

    const backToDutch = i18n.changeLanguage('nl');
    await Promise.all([toFrench, backToDutch]);
    expect(i18n.language).toBe('nl');
  });

  it('keeps its language when the new one does not load, and switches when asked again', async () => {
    const i18n = new Messages(loader(['fr:common']));
    await i18n.start('nl', ['errors', 'common']);
    await expect(i18n.changeLanguage('fr')).rejects.toThrow('network: fr:common');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('common:retry')).toBe('Opnieuw');

    await i18n.changeLanguage('fr');
    expect(i18n.t('common:retry')).toBe('Réessayer');
  });

  it('loads every namespace asked for so far in more languages at once', async () => {
    const i18n = new Messages(loader());
    await i18n.start('nl', ['errors', 'common']);
    await i18n.loadLanguages(['fr']);
    expect(i18n.hasNamespace('fr', 'errors')).toBe(true);
    expect(i18n.hasNamespace('fr', 'common')).toBe(true);
    expect(i18n.hasNamespace('fr', 'dashboard')).toBe(false);
  });

  it("loads a page's namespaces and those asked for so far in another language, without switching", async () => {
    const load = loader();
    const i18n = new Messages(load);
    await i18n.start('nl', ['errors', 'common']);
    const listener = vi.fn();
    i18n.subscribe(listener);
    await i18n.loadFor('fr', ['dashboard']);
    expect(i18n.language).toBe('nl');
    expect(i18n.t('common:retry')).toBe('Opnieuw');
    expect(['errors', 'common', 'dashboard'].every((ns) => i18n.hasNamespace('fr', ns))).toBe(true);
    // Not the page's namespace in the language on screen: the page to come is in French.
    expect(i18n.hasNamespace('nl', 'dashboard')).toBe(false);
    expect(listener).not.toHaveBeenCalled();

    // The switch that follows is immediate: nothing is left to load.
    void i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('dashboard:card.title', { name: 'Ann' })).toBe('Bonjour Ann');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('without a loader, holds only what it was given', async () => {
    const i18n = new Messages();
    i18n.add('nl', 'errors', CATALOGS['nl:errors']!);
    await i18n.start('nl', ['errors']);
    expect(i18n.t('errors:generic')).toBe('Er ging iets mis.');
    await expect(i18n.loadNamespaces(['common'])).rejects.toThrow('no catalog nl:common');
  });
});
