import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, browserLabel, subscribeThisBrowser } from './browser-push';

afterEach(() => vi.unstubAllGlobals());

describe('browser push', () => {
  it('names a browser by its user agent, in names only', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge · Windows');
    expect(browserLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox · Linux',
    );
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(browserLabel('curl/8.0')).toBe('Browser');
  });

  it("turns the server's base64url key into the bytes PushManager.subscribe wants", () => {
    const key = applicationServerKey('BP8A_-8');
    expect([...key]).toEqual([0x04, 0xff, 0x00, 0xff, 0xef]);
  });

  it('says "unsupported" without the Push API, and "denied" when the permission is refused', async () => {
    expect(await subscribeThisBrowser('BAAA')).toBe('unsupported');
    const register = vi.fn();
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'denied' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    try {
      expect(await subscribeThisBrowser('BAAA')).toBe('denied');
      expect(register).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
