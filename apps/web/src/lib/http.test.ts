import type { CurrentUser, Language } from '@app/contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoint, endpoints, ERR, HTTP_TIMEOUT_MS } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, isLoginRequested, requestLogin, subscribeLogin } from './login-bridge';
import { ApiError, buildUrl, CancelledRequest, createHttpClient, isCancelled } from './http';
import { lazyEndpoint } from './schemas';

const user: CurrentUser = {
  id: 7,
  isAdmin: false,
  isProUser: true,
  userInfo: {
    status: 1,
    email: 'agency@example.be',
    language: 'nl',
    companyName: 'Immo Demo',
    firstName: null,
    lastName: null,
    userName: null,
    hasPassword: true,
    customerType: 'agency',
    hasSoftware: false,
    softwareName: null,
  },
};
const success = { data: { success: true } };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that never answers, but rejects as the browser does when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

const requestOf = (fetchMock: ReturnType<typeof vi.fn>, index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('builds /{lang}/api/core/{path} with the language of the moment, params and query', async () => {
    let lang: Language = 'fr';
    const fetchMock = vi.fn(async () =>
      json(200, { data: [], paging: { page: 2, pageSize: 5, total: 0, totalPages: 0 } }),
    );
    const http = createHttpClient({ fetch: fetchMock, getLanguage: () => lang });

    await http.call(endpoints.getCities, { query: { q: 'Gent', page: 2, pageSize: 5 } });
    lang = 'en';
    await http.call(endpoints.getTypes, {}).catch(() => undefined);

    expect(requestOf(fetchMock, 0).url).toBe('/fr/api/core/profile/cities?q=Gent&page=2&pageSize=5');
    expect(requestOf(fetchMock, 0).init.credentials).toBe('same-origin');
    expect(requestOf(fetchMock, 1).url).toBe('/en/api/core/types');
    expect(buildUrl({ path: 'my-bookmarks/:id/note' }, { params: { id: 12 } }, 'nl')).toBe(
      '/nl/api/core/my-bookmarks/12/note',
    );
  });

  it('parses the response with the endpoint schema and returns it', async () => {
    const http = createHttpClient({ fetch: vi.fn(async () => json(200, { data: user })) });
    await expect(http.call(endpoints.getCurrentUser, {})).resolves.toEqual({ data: user });
  });

  it('rejects a response that does not match the contract', async () => {
    const http = createHttpClient({ fetch: vi.fn(async () => json(200, { data: { id: 'x' } })) });
    const error = await http.call(endpoints.getCurrentUser, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ error: 'invalidResponse', messageKey: ERR.generic });
  });

  it('sends the CSRF header and a JSON body on state-changing calls', async () => {
    const fetchMock = vi.fn(async () => json(200, success));
    const http = createHttpClient({ fetch: fetchMock });

    await http.call(endpoints.confirmEmail, { body: { token: 'abc' } });
    await http.call(endpoints.initConfirmEmail, {});

    const put = requestOf(fetchMock, 0);
    expect(put.init.method).toBe('PUT');
    expect(put.headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(put.headers['content-type']).toBe('application/json');
    expect(put.init.body).toBe(JSON.stringify({ token: 'abc' }));
    expect(requestOf(fetchMock, 1).init.method).toBe('PUT');
    expect(requestOf(fetchMock, 1).headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
  });

  it('sends the CSRF header on the session GETs (current user, sign-out)', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('signout') ? json(200, success) : json(200, { data: user }),
    );
    const http = createHttpClient({ fetch: fetchMock });
    await http.call(endpoints.getCurrentUser, {});
    await http.call(endpoints.signOut, {});
    expect(requestOf(fetchMock, 0).headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(requestOf(fetchMock, 1).url).toBe('/nl/api/core/my-profile/user/signout');
    expect(requestOf(fetchMock, 1).headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
  });

  it('times out after HTTP_TIMEOUT_MS with errors:timeout', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: hangingFetch() });
    const result = http.call(endpoints.getTypes, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(http.pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, error: 'timeout', messageKey: ERR.timeout });
    expect(http.pendingCount()).toBe(0);
  });

  it('cancels the earlier of two identical requests in flight: it rejects as cancelled', async () => {
    const fetchMock = hangingFetch();
    const http = createHttpClient({ fetch: fetchMock });
    const first = http.call(endpoints.confirmEmail, { body: { token: 'same' } });
    fetchMock.mockImplementationOnce(async () => json(200, success));
    const second = http.call(endpoints.confirmEmail, { body: { token: 'same' } });

    await expect(first).rejects.toMatchObject({ name: 'AbortError', reason: 'duplicate' });
    await expect(first).rejects.toBeInstanceOf(CancelledRequest);
    await expect(second).resolves.toEqual(success);
    expect((requestOf(fetchMock, 0).init.signal as AbortSignal).aborted).toBe(true);
  });

  it('does not treat requests with another body or URL as duplicates', async () => {
    const fetchMock = hangingFetch();
    const http = createHttpClient({ fetch: fetchMock });
    const calls = [
      http.call(endpoints.confirmEmail, { body: { token: 'one' } }),
      http.call(endpoints.confirmEmail, { body: { token: 'two' } }),
      http.call(endpoints.getCities, { query: { q: 'Gent' } }),
      http.call(endpoints.getCities, { query: { q: 'Mons' } }),
    ];
    expect(http.pendingCount()).toBe(4);
    expect(fetchMock.mock.calls.every(([, init]) => !(init?.signal as AbortSignal).aborted)).toBe(true);
    http.cancelAll();
    await Promise.allSettled(calls);
  });

  it('cancelAll (route change) rejects every pending request as cancelled', async () => {
    const http = createHttpClient({ fetch: hangingFetch() });
    const calls = [
      http.call(endpoints.getCurrentUser, {}),
      http.call(endpoints.getTypes, {}),
      http.call(endpoints.initConfirmEmail, {}),
    ];
    expect(http.cancelAll()).toBe(3);
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && isCancelled(outcome.reason))).toEqual([
      true,
      true,
      true,
    ]);
    expect(http.pendingCount()).toBe(0);
  });

  it("rejects as cancelled when the caller's signal aborts", async () => {
    const http = createHttpClient({ fetch: hangingFetch() });
    const controller = new AbortController();
    const result = http.call(endpoints.getTypes, {}, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ reason: 'caller' });
  });

  it.each([
    [400, { error: 'validation', messageKey: 'errors:validation', fields: { email: 'validation:email' } }],
    [403, { error: 'forbidden', messageKey: ERR.inactive }],
    [403, { error: 'software_managed', messageKey: ERR.softwareManaged, values: { software: 'Whise' } }],
    [404, { error: 'notFound', messageKey: ERR.notFound }],
    [409, { error: 'conflict', messageKey: ERR.conflict }],
    [503, { error: 'unavailable', messageKey: ERR.generic }],
  ])('passes a %i to the caller with its messageKey', async (status, body) => {
    const http = createHttpClient({ fetch: vi.fn(async () => json(status, body)) });
    const error = await http
      .call(endpoints.login, { body: { email: 'a@b.be', password: 'x' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, ...body });
  });

  it('passes a 429 with its Retry-After', async () => {
    const http = createHttpClient({
      fetch: vi.fn(async () =>
        json(429, { error: 'rateLimited', messageKey: ERR.rateLimited }, { 'retry-after': '120' }),
      ),
    });
    const error = await http
      .call(endpoints.login, { body: { email: 'a@b.be', password: 'x' } })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 429, messageKey: ERR.rateLimited, retryAfter: 120 });
  });

  it('passes a 5xx without a JSON body as a generic error, and a network failure as errors:network', async () => {
    const http = createHttpClient({
      fetch: vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    });
    await expect(http.call(endpoints.getTypes, {})).rejects.toMatchObject({
      status: 502,
      messageKey: ERR.generic,
    });

    const offline = createHttpClient({
      fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(offline.call(endpoints.getTypes, {})).rejects.toMatchObject({
      status: 0,
      error: 'network',
      messageKey: ERR.network,
    });
  });

  it('on a 401 opens the login modal (one for concurrent calls), then retries and returns the result', async () => {
    let loggedIn = false;
    const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
      if (!loggedIn) return json(401, { error: 'unauthorized', messageKey: ERR.unauthorized });
      return String(url).includes('my-products') ? json(200, { data: [] }) : json(200, { data: user });
    });
    const openings = vi.fn();
    const unsubscribe = subscribeLogin(() => {
      if (isLoginRequested()) openings();
    });
    const http = createHttpClient({ fetch: fetchMock, onUnauthorized: requestLogin });

    const userCall = http.call(endpoints.getCurrentUser, {});
    const productsCall = http.call(endpoints.getMyProducts, {});
    await vi.waitFor(() => expect(isLoginRequested()).toBe(true));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(openings).toHaveBeenCalledTimes(1);

    // The user logs in through the modal.
    loggedIn = true;
    completeLogin();
    await expect(userCall).resolves.toEqual({ data: user });
    await expect(productsCall).resolves.toEqual({ data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(isLoginRequested()).toBe(false);
    unsubscribe();
  });

  it('retries only once: a second 401 reaches the caller', async () => {
    const fetchMock = vi.fn(async () => json(401, { error: 'unauthorized', messageKey: ERR.unauthorized }));
    const http = createHttpClient({ fetch: fetchMock, onUnauthorized: async () => undefined });
    await expect(http.call(endpoints.getCurrentUser, {})).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never opens the login for a public endpoint: the login 401 is an ordinary error', async () => {
    const onUnauthorized = vi.fn(async () => undefined);
    const http = createHttpClient({
      fetch: vi.fn(async () =>
        json(401, { error: 'invalidCredentials', messageKey: ERR.invalidCredentials }),
      ),
      onUnauthorized,
    });
    await expect(
      http.call(endpoints.login, { body: { email: 'agency@example.be', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 401, messageKey: ERR.invalidCredentials });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a call waiting for the login rejects as cancelled on a route change', async () => {
    const http = createHttpClient({
      fetch: vi.fn(async () => json(401, { error: 'unauthorized', messageKey: ERR.unauthorized })),
      onUnauthorized: () => new Promise<void>(() => undefined),
    });
    const waiting = http.call(endpoints.getCurrentUser, {});
    await vi.waitFor(() => expect(http.pendingCount()).toBe(1));
    await Promise.resolve();
    http.cancelAll();
    await expect(waiting).rejects.toMatchObject({ reason: 'route-change' });
  });

  it('known to be signed out: a call that needs a session waits for the login before it goes out, a public one does not', async () => {
    let release!: () => void;
    const login = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async () => json(200, { data: user }));
    const onUnauthorized = vi.fn(async () => undefined);
    const http = createHttpClient({ fetch: fetchMock, onUnauthorized, loginFirst: () => login });

    const userCall = http.call(endpoints.getCurrentUser, {});
    await expect(
      http.call(endpoints.login, { body: { email: 'agency@example.be', password: 'secret' } }),
    ).resolves.toEqual({ data: user });
    // Only the login went out: no 401 for the browser to report.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    release();
    await expect(userCall).resolves.toEqual({ data: user });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a call waiting for a login asked for before it rejects as cancelled on a route change, unsent', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: user }));
    const http = createHttpClient({ fetch: fetchMock, loginFirst: () => new Promise<void>(() => undefined) });
    const waiting = http.call(endpoints.getCurrentUser, {});
    await vi.waitFor(() => expect(http.pendingCount()).toBe(1));
    http.cancelAll();
    await expect(waiting).rejects.toMatchObject({ reason: 'route-change' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('http client: lazy endpoints', () => {
  /** A lazy endpoint whose load the test settles. */
  function deferredEndpoint() {
    let settle: (outcome: { ok: boolean }) => void = () => undefined;
    const loaded = new Promise<typeof endpoints.getCurrentUser>((resolve, reject) => {
      settle = ({ ok }) => (ok ? resolve(endpoints.getCurrentUser) : reject(new TypeError('chunk failed')));
    });
    const load = vi.fn(() => loaded);
    return { load, settle };
  }

  it('loads the endpoint with the call, in the language of the moment of the call, and parses the answer', async () => {
    let lang: Language = 'fr';
    const fetchMock = vi.fn(async () => json(200, { data: user }));
    const http = createHttpClient({ fetch: fetchMock, getLanguage: () => lang });
    const { load, settle } = deferredEndpoint();

    const answer = http.call(load, {});
    lang = 'en';
    expect(load).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    settle({ ok: true });

    await expect(answer).resolves.toEqual({ data: user });
    expect(requestOf(fetchMock).url).toBe('/fr/api/core/my-profile/user');
  });

  it('loads the schemas of the contract itself: a lazyEndpoint by name calls that endpoint', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: user }));
    const http = createHttpClient({ fetch: fetchMock });

    await expect(http.call(lazyEndpoint('getCurrentUser'), {})).resolves.toEqual({ data: user });
    await expect(http.call(lazyEndpoint('getTypes'), {})).rejects.toMatchObject({ error: 'invalidResponse' });
  });

  it('a call whose endpoint is still loading is cancelled by a route change and never sent', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: user }));
    const http = createHttpClient({ fetch: fetchMock });
    const { load, settle } = deferredEndpoint();

    const answer = http.call(load, {});
    http.cancelAll();
    settle({ ok: true });

    await expect(answer).rejects.toMatchObject({ reason: 'route-change' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an endpoint that cannot load is a network failure, errors:network', async () => {
    const http = createHttpClient({ fetch: vi.fn() });
    const { load, settle } = deferredEndpoint();

    const answer = http.call(load, {});
    settle({ ok: false });

    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, error: 'network', messageKey: ERR.network });
  });
});

describe('http client: multipart uploads', () => {
  const logos = { data: { all: '/nl/api/core/my-profile/user/pro/logo/all', nl: null, fr: null, en: null } };
  const image = {
    data: { id: 4, url: '/nl/api/core/my-profile/user/pro/images/4', width: 800, height: 600, position: 1 },
  };
  const png = (name = 'logo.png', size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' });
  const logoForm = (file: File, target = 'all') => {
    const form = new FormData();
    form.append('target', target);
    form.append('file', file);
    return form;
  };

  it('POSTs the FormData as it is, without a JSON content type, with the CSRF header', async () => {
    const fetchMock = vi.fn(async () => json(200, logos));
    const http = createHttpClient({ fetch: fetchMock, getLanguage: () => 'fr' });
    const form = logoForm(png());

    await expect(http.upload(endpoints.uploadLogo, {}, form)).resolves.toEqual(logos);

    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/fr/api/core/my-profile/user/pro/logo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('same-origin');
    expect(headers['content-type']).toBeUndefined();
    expect(headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
  });

  it('on a 401 waits for the login, then sends the same form once more', async () => {
    let loggedIn = false;
    const fetchMock = vi.fn(async () =>
      loggedIn ? json(200, image) : json(401, { error: 'unauthorized', messageKey: ERR.unauthorized }),
    );
    const onUnauthorized = vi.fn(async () => {
      loggedIn = true;
    });
    const http = createHttpClient({ fetch: fetchMock, onUnauthorized });
    const form = new FormData();
    form.append('file', png('photo.png'));

    await expect(http.upload(endpoints.uploadGalleryImage, {}, form)).resolves.toEqual(image);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchMock, 1).init.body).toBe(form);
  });

  it.each([
    [413, { error: 'payloadTooLarge', messageKey: ERR.payloadTooLarge }, ERR.payloadTooLarge],
    [413, undefined, ERR.payloadTooLarge],
    [415, { error: 'unsupportedMediaType', messageKey: ERR.unsupportedMediaType }, ERR.unsupportedMediaType],
    [415, undefined, ERR.unsupportedMediaType],
  ])('maps a %i (body %j) to an ApiError with %s', async (status, body, messageKey) => {
    const http = createHttpClient({
      fetch: vi.fn(async () =>
        body ? json(status, body) : new Response('<html>Request Entity Too Large</html>', { status }),
      ),
    });
    const error = await http.upload(endpoints.uploadLogo, {}, logoForm(png())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, messageKey });
  });

  it('cancels an upload of the same file in flight, but not an upload of another file', async () => {
    const fetchMock = hangingFetch();
    const http = createHttpClient({ fetch: fetchMock });
    const file = png('same.png');
    const first = http.upload(endpoints.uploadLogo, {}, logoForm(file));
    const others = [
      http.upload(endpoints.uploadLogo, {}, logoForm(png('other.png', 32))),
      http.upload(endpoints.uploadLogo, {}, logoForm(file, 'nl')),
    ];
    fetchMock.mockImplementationOnce(async () => json(200, logos));
    const again = http.upload(endpoints.uploadLogo, {}, logoForm(file));

    await expect(first).rejects.toBeInstanceOf(CancelledRequest);
    await expect(again).resolves.toEqual(logos);
    expect(http.pendingCount()).toBe(2);
    expect(http.cancelAll()).toBe(2);
    await Promise.allSettled(others);
  });

  it('times out like any call, and rejects as cancelled on a route change', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: hangingFetch() });
    const slow = http.upload(endpoints.uploadLogo, {}, logoForm(png())).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    await expect(slow).resolves.toMatchObject({ status: 0, error: 'timeout', messageKey: ERR.timeout });

    const moved = http.upload(endpoints.uploadLogo, {}, logoForm(png()));
    http.cancelAll();
    await expect(moved).rejects.toBeInstanceOf(CancelledRequest);
  });

  it('fills the path parameters of the endpoint', async () => {
    const fetchMock = vi.fn(async () => json(200, logos));
    const http = createHttpClient({ fetch: fetchMock });
    // A multipart endpoint with a path parameter (the contract has none yet).
    const perTarget = endpoint({
      ...endpoints.uploadLogo,
      path: endpoints.deleteLogo.path,
      params: endpoints.deleteLogo.params,
    });
    await http.upload(perTarget, { params: { target: 'nl' } }, logoForm(png()));
    expect(requestOf(fetchMock).url).toBe('/nl/api/core/my-profile/user/pro/logo/nl');
  });
});
