import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreloadHelper from './preload-helper';

type Helper = typeof PreloadHelper;

/** A fresh helper per test: it remembers what it asked for. */
let helper: Helper;
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  helper = await import('./preload-helper');
});
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

const files = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `assets/file-${from + i}.js`);
const modulePreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
];

describe('the preload helper', () => {
  it('asks for eight files per task from the next, and imports once all are asked for', async () => {
    const load = vi.fn(async () => 'module');
    const loaded = helper.vitePreload(load, files(20));
    await Promise.resolve();
    await Promise.resolve();
    expect(modulePreloads()).toHaveLength(0);
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toHaveLength(helper.FILES_PER_TASK);
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toHaveLength(2 * helper.FILES_PER_TASK);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toHaveLength(20);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
    const [first] = modulePreloads();
    expect(first?.href).toBe(new URL('/assets/file-0.js', document.baseURI).href);
    expect(first?.as).toBe('script');
    expect(first?.crossOrigin).toBe('');
  });

  it('imports a module of eight files or fewer without waiting for a task', async () => {
    await expect(helper.vitePreload(async () => 'few', files(helper.FILES_PER_TASK))).resolves.toBe('few');
    expect(modulePreloads()).toHaveLength(helper.FILES_PER_TASK);
  });

  it("asks for each file once, and not for the page's own", async () => {
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = '/assets/file-0.js';
    document.head.append(own);
    await helper.vitePreload(async () => 1, files(3));
    await helper.vitePreload(async () => 2, files(4));
    expect(modulePreloads().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/file-0.js',
      '/assets/file-1.js',
      '/assets/file-2.js',
      '/assets/file-3.js',
    ]);
  });

  it("waits for a module's stylesheet, also when another module asked for it first", async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const loadedFirst = helper.vitePreload(first, ['assets/screen.css', 'assets/screen.js']);
    const loadedSecond = helper.vitePreload(second, ['assets/screen.css']);
    await vi.advanceTimersByTimeAsync(10);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    const sheets = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(sheets).toHaveLength(1);
    sheets[0]!.dispatchEvent(new Event('load'));
    await expect(loadedFirst).resolves.toBe('first');
    await expect(loadedSecond).resolves.toBe('second');
  });

  it('fails the import whose stylesheet fails, and lets a later one through', async () => {
    const loaded = helper.vitePreload(async () => 'never', ['assets/broken.css']);
    await Promise.resolve();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('Unable to preload CSS for http://localhost:3000/assets/broken.css');
    await expect(helper.vitePreload(async () => 'later', ['assets/broken.css'])).resolves.toBe('later');
  });
});
