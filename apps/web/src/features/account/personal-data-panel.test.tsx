import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { callsOf, json, mockApi } from '../../test/render';
import { privateUser } from '../../test/users';
import { PersonalDataPanel } from './personal-data-panel';
import { renderScreen } from './test-utils';

let screenView: ReturnType<typeof renderScreen> | null = null;
const start = (...args: Parameters<typeof renderScreen>) => (screenView = renderScreen(...args));

const PATH = '/en/my-profile/my-data';
const FILE_NAME = 'personal-data-2026-05-04.json';

const dump = {
  exportedAt: '2026-05-04T10:15:00.000Z',
  account: { email: 'private@example.be', firstName: 'Sofie', createdAt: '2025-01-31T09:00:00.000Z' },
  sections: {
    sessions: [
      { createdAt: '2026-05-01T08:00:00.000Z', userAgent: 'Firefox', ip: '127.0.0.1' },
      { createdAt: '2026-05-03T08:00:00.000Z', userAgent: 'Chromium', ip: '127.0.0.2' },
    ],
    newsletters: [],
    mysteryBox: { colour: 'blue', active: true },
  },
};

const handlers = { 'GET my-profile/user/dump': () => json(200, dump) };

/** A response body the test feeds chunk by chunk. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    close: () => controller.close(),
  };
}

beforeEach(() => {
  // jsdom has no object URLs and no navigation: record what would be saved instead.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:personal-data'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  screenView?.unmount();
  screenView = null;
  vi.unstubAllGlobals();
  applyLanguage('nl');
});

describe('PersonalDataPanel: consult', () => {
  it('shows one titled block per section, known titles translated, unknown ones by their key', async () => {
    start(<PersonalDataPanel />, PATH, mockApi(privateUser, handlers));

    const panel = await screen.findByTestId('personal-data');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();
    expect(await screen.findByText(/^Compiled on/)).toBeInTheDocument();
    for (const title of ['Account', 'Sessions', 'Subscriptions and newsletters', 'Mystery box']) {
      expect(screen.getByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    }

    const account = screen.getByTestId('personal-data-section-account');
    expect(within(account).getByText('First name')).toBeInTheDocument();
    expect(within(account).getByText('Sofie')).toBeInTheDocument();
    expect(within(account).getByText('31 Jan 2025, 10:00')).toBeInTheDocument();

    const table = within(screen.getByTestId('personal-data-section-sessions')).getByRole('table', {
      name: 'Sessions',
    });
    expect(within(table).getByRole('columnheader', { name: 'Browser' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Chromium')).toBeInTheDocument();

    expect(
      within(screen.getByTestId('personal-data-section-newsletters')).getByText('Nothing stored.'),
    ).toBeInTheDocument();

    const mystery = screen.getByTestId('personal-data-section-mysteryBox');
    expect(within(mystery).getByText('Colour')).toBeInTheDocument();
    expect(within(mystery).getByText('Yes')).toBeInTheDocument();
  });
});

describe('PersonalDataPanel: export', () => {
  it("shows the progress from Content-Length up to 100% and saves the file under the server's name", async () => {
    const user = userEvent.setup();
    const body = controlledBody();
    const content = JSON.stringify(dump);
    const download = vi.fn(
      async () =>
        new Response(body.stream, {
          status: 200,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': String(content.length),
            'content-disposition': `attachment; filename="${FILE_NAME}"`,
          },
        }),
    );
    vi.stubGlobal('fetch', download);
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    start(<PersonalDataPanel />, PATH, mockApi(privateUser, handlers));

    await user.click(await screen.findByTestId('personal-data-export'));
    expect(download).toHaveBeenCalledWith(
      '/en/api/core/my-profile/user/dump',
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    const half = Math.floor(content.length / 2);
    body.push(content.slice(0, half));
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuenow', String(Math.floor((half / content.length) * 100))),
    );
    expect(saved).toEqual([]);

    body.push(content.slice(half));
    body.close();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.getByTestId('personal-data-progress-text')).toHaveTextContent(
      `Download complete: ${FILE_NAME}`,
    );
    expect(saved).toEqual([{ name: FILE_NAME, href: 'blob:personal-data' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(content);
  });

  it('can be cancelled, and then saves nothing', async () => {
    const user = userEvent.setup();
    const body = controlledBody();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body.stream, { status: 200, headers: { 'content-length': '1000' } })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    start(<PersonalDataPanel />, PATH, mockApi(privateUser, handlers));

    await user.click(await screen.findByTestId('personal-data-export'));
    body.push('{"exportedAt":');
    await user.click(await screen.findByTestId('personal-data-export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('personal-data-progress')).toBeNull());
    expect(click).not.toHaveBeenCalled();
  });

  it('shows an indeterminate bar when the size is unknown', async () => {
    const user = userEvent.setup();
    const body = controlledBody();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body.stream, { status: 200 })),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    start(<PersonalDataPanel />, PATH, mockApi(privateUser, handlers));

    await user.click(await screen.findByTestId('personal-data-export'));
    body.push('x'.repeat(3 * 1024));
    await waitFor(() =>
      expect(screen.getByTestId('personal-data-progress-text')).toHaveTextContent('3 kB downloaded'),
    );
    const bar = screen.getByRole('progressbar', { name: 'Download progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    body.close();
    await waitFor(() =>
      expect(screen.getByTestId('personal-data-progress-text')).toHaveTextContent(
        'Download complete: personal-data.json',
      ),
    );
  });

  it('shows the error of a failed download', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: 'unavailable', messageKey: 'errors:generic' })),
    );
    start(<PersonalDataPanel />, PATH, mockApi(privateUser, handlers));
    await user.click(await screen.findByTestId('personal-data-export'));
    expect(await screen.findByTestId('personal-data-export-error')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('PersonalDataPanel: delete account', () => {
  it('requires the checkbox, asks once more, then says the e-mail was sent (word for word)', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const api = mockApi(privateUser, {
      ...handlers,
      'DELETE my-profile/user': ({ body }) => {
        sent = body;
        return json(200, { data: { success: true } });
      },
    });
    start(<PersonalDataPanel />, PATH, api);
    const section = await screen.findByTestId('delete-account');

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    // Checked by the contract's schema, which comes with the submit: its message, and nothing sent.
    expect(await within(section).findByText('Please tick this box to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(api).some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(section).getByRole('checkbox', { name: /deleted for good/ }));
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/private@example\.be/)).toBeInTheDocument();
    expect(callsOf(api).some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, send the e-mail' }));
    expect(await screen.findByTestId('delete-account-sent')).toHaveTextContent(
      'We have sent you an e-mail. Follow the link in it to delete your account.',
    );
    expect(sent).toEqual({ confirm: true });
    expect(callsOf(api)).toContain('DELETE /en/api/core/my-profile/user');
  });

  it('cancelling the dialog sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi(privateUser, handlers);
    start(<PersonalDataPanel />, PATH, api);
    const section = await screen.findByTestId('delete-account');
    await user.click(within(section).getByRole('checkbox', { name: /deleted for good/ }));
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(api).some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('shows the failure message of spec section 8 word for word', async () => {
    const user = userEvent.setup();
    const api = mockApi(privateUser, {
      ...handlers,
      'DELETE my-profile/user': () =>
        json(502, { error: 'deletionMailFailed', messageKey: 'errors:deletionMailFailed' }),
    });
    start(<PersonalDataPanel />, PATH, api);
    const section = await screen.findByTestId('delete-account');
    await user.click(within(section).getByRole('checkbox', { name: /deleted for good/ }));
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send the e-mail' }));
    expect(await screen.findByTestId('delete-account-error')).toHaveTextContent(
      'A problem occurred sending delete instructions. Please contact the helpdesk.',
    );
  });
});
