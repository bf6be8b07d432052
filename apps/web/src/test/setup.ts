import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@app/contract';
import { NAMESPACES, SERVER_ONLY_NAMESPACES } from '@app/i18n';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { i18n, startI18n } from '../lib/i18n';
import { applyLanguage } from '../lib/language';

// Tests render any screen in any language at once: every catalog is loaded before the first test.
await startI18n(DEFAULT_LANGUAGE);
// All but the server's own, which the app cannot load (lazy-instance.ts).
await i18n.loadNamespaces(
  NAMESPACES.filter((ns) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns)),
);
await i18n.loadLanguages(LANGUAGES);

// What Mantine needs in jsdom (https://mantine.dev/guides/vitest/).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// jsdom does not implement scrolling.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// waitFor and findBy* give up after 1 s by default; a CI machine running the server tests beside these
// renders slower than that, and a late screen is no failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Files share their worker's modules (vitest.config.ts): the notification store and the language
  // would otherwise carry a test's leftovers into the next test or file.
  notifications.clean();
  applyLanguage(DEFAULT_LANGUAGE);
});
