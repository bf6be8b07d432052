import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
});
