import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_WORKER, warmUpIntlAside } from './intl-aside';

const publicFile = (name: string) =>
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../public', name), 'utf8');

/** public/intl-warm-up.js run as the browser runs a worker: a scope of its own, with Intl. */
function runWorker(data: unknown) {
  let listener: ((event: { data: unknown }) => void) | undefined;
  const self = {
    addEventListener: (type: string, handler: (event: { data: unknown }) => void) => {
      if (type === 'message') listener = handler;
    },
    postMessage: vi.fn(),
    close: vi.fn(),
  };
  const made: string[] = [];
  // The worker's Intl, counting what it makes.
  const intl = {
    PluralRules: Intl.PluralRules,
    NumberFormat: Object.assign(
      function NumberFormat(locale: string) {
        made.push(`number ${locale}`);
        return new Intl.NumberFormat(locale);
      },
      { supportedLocalesOf: Intl.NumberFormat.supportedLocalesOf },
    ),
    DateTimeFormat: function DateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
      made.push(`date ${locale} ${options.timeZone}`);
      return new Intl.DateTimeFormat(locale, options);
    },
  };
  runInNewContext(publicFile('intl-warm-up.js'), { self, Intl: intl });
  listener?.({ data });
  return { self, made };
}

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('the Intl warm-up worker (public/intl-warm-up.js)', () => {
  it('makes the formatters of every locale it is sent, in Brussels time, then says so and ends', () => {
    const { self, made } = runWorker(['nl', 'nl-BE']);
    expect(made).toEqual([
      'number nl',
      'date nl Europe/Brussels',
      'number nl-BE',
      'date nl-BE Europe/Brussels',
    ]);
    expect(self.postMessage).toHaveBeenCalledWith(2);
    expect(self.close).toHaveBeenCalled();
  });

  it('ignores what is not a list of locales, and still ends', () => {
    const { self, made } = runWorker({ locales: 'nl' });
    expect(made).toEqual([]);
    expect(self.postMessage).toHaveBeenCalledWith(0);
    expect(self.close).toHaveBeenCalled();
  });

  it('is the file that the app and start-app.js start', () => {
    expect(publicFile('start-app.js')).toContain(`new Worker('${INTL_WARM_UP_WORKER}')`);
  });
});

describe('warmUpIntlAside', () => {
  it("sends every language's locale, and resolves when the worker is done", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let resolved = false;
    const warmed = warmUpIntlAside().then(() => (resolved = true));
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe(INTL_WARM_UP_WORKER);
    expect(worker?.posted).toEqual([['nl-BE', 'fr-BE', 'en-BE']]);
    await Promise.resolve();
    expect(resolved).toBe(false);
    worker?.onmessage?.();
    await warmed;
    expect(worker?.terminated).toBe(true);
  });

  it('resolves when the worker fails, or when there are no workers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failed = warmUpIntlAside();
    FakeWorker.made[0]?.onerror?.();
    await expect(failed).resolves.toBeUndefined();

    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntlAside()).resolves.toBeUndefined();
  });
});
