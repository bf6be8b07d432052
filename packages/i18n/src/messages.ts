import type { Language } from '@app/contract';
import { DEFAULT_LANGUAGE } from '@app/contract';
import { formatMessage } from './icu-format';

/** A namespace's messages: nested objects of ICU messages, as text or compiled (icu-format.ts). */
export interface Catalog {
  [key: string]: unknown;
}
export type LoadCatalog = (lang: Language, ns: string) => Promise<{ default: Catalog }>;
export type MessageValues = Record<string, unknown>;
/** Formats the message `ns:path.to.key` (`errors` when no namespace is named) with `values`. */
export type TFunction = (key: string, values?: MessageValues) => string;

const DEFAULT_NAMESPACE = 'errors';

/**
 * The messages of one language at a time, in namespaces that load as needed (decision 045): what the
 * app asked of i18next, without the 18 KiB of features it switched off. Keys are `namespace:path`,
 * the path's parts separated by dots; a key that is not there formats to itself.
 */
export class Messages {
  /** The language messages are formatted in; set when `start` is called. */
  language: Language = DEFAULT_LANGUAGE;
  /** Whether `start`'s catalogs are in. */
  isInitialized = false;
  private readonly catalogs = new Map<string, Catalog>();
  private readonly loading = new Map<string, Promise<void>>();
  /** The namespaces asked for so far: a language switch loads them in the new language. */
  private readonly namespaces = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** The language a switch is loading, so that namespaces asked for meanwhile load in it too. */
  private switchingTo: Language | null = null;

  /** `load` fetches a catalog; without it, the instance holds only what `add` gives it. */
  constructor(private readonly load?: LoadCatalog) {}

  /** Starts in `lang` with `namespaces`; rejects when one of them does not load. */
  async start(lang: Language, namespaces: readonly string[]): Promise<void> {
    this.language = lang;
    await this.loadNamespaces(namespaces);
    this.isInitialized = true;
  }

  add(lang: Language, ns: string, catalog: Catalog): void {
    this.catalogs.set(`${lang}:${ns}`, catalog);
    this.namespaces.add(ns);
  }

  hasNamespace(lang: Language, ns: string): boolean {
    return this.catalogs.has(`${lang}:${ns}`);
  }

  /** Loads `namespaces` in the current language (and in the one a switch is loading). */
  async loadNamespaces(namespaces: readonly string[]): Promise<void> {
    const languages = this.switchingTo ? [this.language, this.switchingTo] : [this.language];
    await this.loadIn(languages, namespaces);
  }

  /**
   * Loads `namespaces`, and every namespace asked for so far, in `lang` without switching to it: a
   * page in another language waits for them, so that the switch when it shows is immediate.
   */
  async loadFor(lang: Language, namespaces: readonly string[]): Promise<void> {
    await this.loadIn([lang], [...new Set([...this.namespaces, ...namespaces])]);
  }

  /** Loads `languages` for every namespace asked for so far (tests render any language at once). */
  async loadLanguages(languages: readonly Language[]): Promise<void> {
    await this.loadIn(languages, [...this.namespaces]);
  }

  /**
   * Switches to `lang` once every namespace asked for so far is in, in it: at once when they are.
   * Rejects when one does not load, and the language stays what it was.
   */
  async changeLanguage(lang: Language): Promise<void> {
    if (lang === this.language && this.switchingTo === null) return;
    const namespaces = [...this.namespaces];
    if (!namespaces.every((ns) => this.hasNamespace(lang, ns))) {
      this.switchingTo = lang;
      try {
        await this.loadIn([lang], namespaces);
      } catch (error) {
        if (this.switchingTo === lang) this.switchingTo = null;
        throw error;
      }
      // A later switch decides the language; this one no longer does.
      if (this.switchingTo !== lang) return;
    }
    this.switchingTo = null;
    this.language = lang;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each language switch; returns what stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The message or group of messages at `key` in `lang`, if there is one. */
  resource(key: string, lang: Language = this.language): unknown {
    const separator = key.indexOf(':');
    const ns = separator === -1 ? DEFAULT_NAMESPACE : key.slice(0, separator);
    let node: unknown = this.catalogs.get(`${lang}:${ns}`);
    for (const part of key.slice(separator + 1).split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Catalog)[part];
    }
    return node;
  }

  exists(key: string): boolean {
    return typeof this.resource(key) === 'string';
  }

  t: TFunction = (key, values = {}) => {
    const message = this.resource(key);
    return typeof message === 'string' ? formatMessage(message, values, this.language) : key;
  };

  private async loadIn(languages: readonly Language[], namespaces: readonly string[]): Promise<void> {
    for (const ns of namespaces) this.namespaces.add(ns);
    await Promise.all(languages.flatMap((lang) => namespaces.map((ns) => this.loadOne(lang, ns))));
  }

  /** One download per catalog, however often it is asked for; a failed one is tried again next time. */
  private loadOne(lang: Language, ns: string): Promise<void> {
    const id = `${lang}:${ns}`;
    if (this.catalogs.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      const { load } = this;
      if (!load) return Promise.reject(new Error(`no catalog ${id}, and no way to load one`));
      pending = load(lang, ns)
        .then((module) => this.add(lang, ns, module.default))
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }
}
