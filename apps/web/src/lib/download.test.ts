import { CSRF_HEADER, CSRF_HEADER_VALUE, ERR } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, isLoginRequested } from './login-bridge';
import type { DownloadProgress } from './download';
import { downloadFile, fileNameOf } from './download';
import { ApiError } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A body the test feeds chunk by chunk. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    close: () => controller.close(),
  };
}

let saved: Array<{ name: string; blob: Blob }>;
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not follow links: what saveFile offers is recorded instead.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:file-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fileNameOf', () => {
  it('reads the name of Content-Disposition, filename* first', () => {
    expect(fileNameOf('attachment; filename="personal-data-2026-05-04.json"', 'x')).toBe(
      'personal-data-2026-05-04.json',
    );
    expect(fileNameOf('attachment; filename=dump.json', 'x')).toBe('dump.json');
    expect(fileNameOf(`attachment; filename="plain.json"; filename*=UTF-8''donn%C3%A9es.json`, 'x')).toBe(
      'données.json',
    );
  });

  it('never lets the header choose a folder, and falls back when there is no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\Windows\\\\x.json"', 'x')).toBe('x.json');
    expect(fileNameOf('attachment', 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('downloadFile', () => {
  it('GETs the path with the session and the CSRF header, and saves the file under its name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="poster-ABC1234.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const name = await downloadFile('/nl/api/core/my-properties/1/poster', { fallbackName: 'poster.pdf' });
    expect(name).toBe('poster-ABC1234.pdf');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/nl/api/core/my-properties/1/poster');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('poster-ABC1234.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7');
  });

  it('uses the fallback name when the answer names no file, and reports the progress', async () => {
    const body = controlledBody();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body.stream, { status: 200, headers: { 'content-length': '6' } })),
    );
    const progress: DownloadProgress[] = [];
    const done = downloadFile('/en/api/core/my-profile/user/dump', {
      fallbackName: 'personal-data.json',
      onProgress: (step) => progress.push(step),
    });
    body.push('abc');
    body.push('def');
    body.close();
    expect(await done).toBe('personal-data.json');
    expect(progress).toEqual([
      { received: 0, total: 6 },
      { received: 3, total: 6 },
      { received: 6, total: 6 },
    ]);
    expect(await saved[0]!.blob.text()).toBe('abcdef');
  });

  it("rejects with the server's error, its values included, and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, {
          error: 'software_managed',
          messageKey: ERR.softwareManaged,
          values: { software: 'Whise' },
        }),
      ),
    );
    const error = await downloadFile('/nl/api/core/x', { fallbackName: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      error: 'software_managed',
      messageKey: ERR.softwareManaged,
      values: { software: 'Whise' },
    });
    expect(saved).toEqual([]);
  });

  it('rejects with the generic message when the error has no body, and a network error without answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(downloadFile('/nl/api/core/x', { fallbackName: 'x' })).rejects.toMatchObject({
      status: 502,
      error: 'http',
      messageKey: ERR.generic,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(downloadFile('/nl/api/core/x', { fallbackName: 'x' })).rejects.toMatchObject({
      status: 0,
      error: 'network',
      messageKey: ERR.network,
    });
  });

  it('opens the login modal on a 401 and tries once more after the login', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: 'unauthorized', messageKey: ERR.unauthorized }))
      .mockResolvedValueOnce(new Response('PK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const done = downloadFile('/nl/api/core/my-properties/export', { fallbackName: 'export.xlsx' });
    await vi.waitFor(() => expect(isLoginRequested()).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    completeLogin();
    expect(await done).toBe('export.xlsx');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('times out when the answer, or its next chunk, keeps it waiting too long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(downloadFile('/nl/api/core/x', { fallbackName: 'x', timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      error: 'timeout',
      messageKey: ERR.timeout,
    });

    const body = controlledBody();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body.stream, { status: 200 })),
    );
    const stalled = downloadFile('/nl/api/core/x', { fallbackName: 'x', timeoutMs: 50 });
    body.push('first chunk');
    await expect(stalled).rejects.toMatchObject({ error: 'timeout' });
    expect(saved).toEqual([]);
  });

  it('rejects with the reason of a cancelled download, and saves nothing', async () => {
    const body = controlledBody();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body.stream, { status: 200 })),
    );
    const controller = new AbortController();
    const done = downloadFile('/nl/api/core/x', { fallbackName: 'x', signal: controller.signal });
    body.push('part');
    const reason = new Error('left the screen');
    controller.abort(reason);
    await expect(done).rejects.toBe(reason);
    expect(saved).toEqual([]);
  });
});
