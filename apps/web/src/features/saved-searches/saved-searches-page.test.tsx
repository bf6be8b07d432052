import type { SavedSearch } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { savedSearch as search } from '../../test/saved-searches';
import { privateUser } from '../../test/users';
import { SavedSearchesPage } from './saved-searches-page';

let current: ReturnType<typeof renderApp> | null = null;
function start(
  items: SavedSearch[],
  handlers: Record<string, Handler> = {},
  path = '/en/my-profile/my-saved-searches',
) {
  applyLanguage('en');
  const api = mockApi(privateUser, {
    'GET my-saved-searches': () =>
      json(200, {
        data: items,
        paging: { page: 1, pageSize: 20, total: items.length, totalPages: items.length ? 1 : 0 },
      }),
    ...handlers,
  });
  current = renderApp(path, api, [{ path: '*', element: <SavedSearchesPage /> }]);
  return api;
}
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const cards = () => screen.queryAllByTestId('saved-search-card');
const bodies = (api: ReturnType<typeof mockApi>, method: string, path: RegExp) =>
  api.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && path.test(String(input)))
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));

describe('SavedSearchesPage', () => {
  it('shows each search with its criteria in words, its matches and its alert states', async () => {
    start([
      search(1, {
        emailNotification: 'pending',
        pushNotification: 'on',
        emailDigest: true,
        automaticAlert: true,
      }),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = within(cards()[0]!);
    expect(card.getByTestId('saved-search-name')).toHaveTextContent('Huis in Gent 1');
    expect(
      card.getAllByTestId('saved-search-criterion').map((line) => line.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['House · For sale', '9000 Ghent, 9030', 'Up to € 450.000', 'At least 3 bedrooms']);
    expect(card.getByTestId('saved-search-total')).toHaveTextContent('42 properties');
    expect(card.getByTestId('saved-search-new-matches')).toHaveTextContent('3 new in 3 days');
    expect(card.getByTestId('saved-search-automatic')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: /Daily digest/ })).toBeChecked();
    expect(card.getByText(/Waiting for your confirmation/)).toBeInTheDocument();
    expect(card.getByTestId('saved-search-email-resend')).toBeInTheDocument();
    expect(card.getByText('A push message on your connected app devices and browsers.')).toBeInTheDocument();
  });

  it('turns an alert on with its own call', async () => {
    const user = userEvent.setup();
    const api = start([search(2)], {
      'PUT my-saved-searches/2/enable/email-digest': () =>
        json(200, { data: search(2, { emailDigest: true }) }),
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByRole('switch', { name: /Daily digest/ }));
    await waitFor(() =>
      expect(within(cards()[0]!).getByRole('switch', { name: /Daily digest/ })).toBeChecked(),
    );
    expect(bodies(api, 'PUT', /my-saved-searches\/2\/enable\/email-digest$/)).toHaveLength(1);
  });

  it('warns about many alerts with the estimate and saves only once the user confirms', async () => {
    const user = userEvent.setup();
    const api = start([], {
      'POST my-saved-searches': ({ body }) =>
        (body as { confirmEstimate: boolean }).confirmEstimate
          ? json(200, { data: search(3) })
          : json(409, {
              error: 'notifications_warning',
              messageKey: 'errors:notificationsWarning',
              values: { estimate: 27 },
            }),
    });
    expect(await screen.findByTestId('saved-searches-empty')).toBeInTheDocument();
    await user.click(screen.getByTestId('saved-search-new'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Alles in Gent');
    await user.click(dialog.getByTestId('saved-search-form-save'));
    expect(await dialog.findByTestId('saved-search-estimate-warning')).toHaveTextContent(
      'about 27 alerts a day',
    );
    await user.click(dialog.getByTestId('saved-search-form-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = bodies(api, 'POST', /my-saved-searches$/) as { name: string; confirmEstimate: boolean }[];
    expect(sent.map((body) => [body.name, body.confirmEstimate])).toEqual([
      ['Alles in Gent', false],
      ['Alles in Gent', true],
    ]);
  });

  it('shows a refusal with the estimate and keeps the form open to narrow the search', async () => {
    const user = userEvent.setup();
    start([search(4)], {
      'PUT my-saved-searches/4': () =>
        json(409, {
          error: 'too_many_notifications',
          messageKey: 'errors:tooManyNotifications',
          values: { estimate: 64 },
        }),
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByTestId('saved-search-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Huis in Gent 4');
    await user.click(dialog.getByTestId('saved-search-form-save'));
    expect(await dialog.findByTestId('saved-search-estimate-refused')).toHaveTextContent(
      'about 64 alerts a day',
    );
    expect(dialog.queryByTestId('saved-search-form-confirm')).toBeNull();
  });

  it('a search saved from an out-of-date page is refused: the form shows it as it is now', async () => {
    const user = userEvent.setup();
    let items = [search(8)];
    const ifMatches: string[] = [];
    const api = start(items, {
      'GET my-saved-searches': () =>
        json(200, { data: items, paging: { page: 1, pageSize: 20, total: items.length, totalPages: 1 } }),
      'PUT my-saved-searches/8': ({ body, headers }) => {
        ifMatches.push(headers['if-match'] ?? '');
        if (headers['if-match'] !== items[0]!.etag) {
          return json(412, { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' });
        }
        items = [{ ...items[0]!, ...(body as Pick<SavedSearch, 'name'>), etag: '"search-8-v3"' }];
        return json(200, { data: items[0] });
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByTestId('saved-search-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    // Another tab renamed it after this page was loaded.
    items = [search(8, { name: 'Gent centrum', etag: '"search-8-v2"' })];
    // The form draws its fields anew when it shows other values: look the field up each time.
    const name = () => dialog.getByRole('textbox', { name: /Name/ });
    await user.clear(name());
    await user.type(name(), 'Gent en Wondelgem');
    await user.click(dialog.getByTestId('saved-search-form-save'));

    expect(
      await screen.findByText(
        'This information was changed elsewhere. The current values are shown; check them and save again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(name()).toHaveValue('Gent centrum'));
    expect(items[0]!.name).toBe('Gent centrum');

    await user.clear(name());
    await user.type(name(), 'Gent en Wondelgem');
    await user.click(dialog.getByTestId('saved-search-form-save'));
    await waitFor(() => expect(items[0]!.name).toBe('Gent en Wondelgem'));
    expect(ifMatches).toEqual(['"search-8-v1"', '"search-8-v2"']);
    expect(bodies(api, 'PUT', /my-saved-searches\/8$/)).toHaveLength(2);
  });

  it('keeps a place picked by name as that locality, and shows it by name when the search is edited', async () => {
    const user = userEvent.setup();
    const gentinnes = {
      id: 77,
      zip: '1450',
      name: 'Gentinnes',
      localName: 'Gentinnes',
      lat: 50.59,
      lng: 4.59,
    };
    const api = start([search(9)], {
      'GET profile/cities': () =>
        json(200, { data: [gentinnes], paging: { page: 1, pageSize: 10, total: 1, totalPages: 1 } }),
      'PUT my-saved-searches/9': () => json(200, { data: search(9) }),
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByTestId('saved-search-edit'));
    const dialog = within(await screen.findByRole('dialog'));
    // The field is drawn anew when its value changes: looked up each time.
    const places = () => dialog.getByTestId('saved-search-form-places');
    // The saved places, by name where the search knows it.
    const tags = () =>
      [...places().closest('.mantine-TagsInput-root')!.querySelectorAll('.mantine-Pill-label')].map(
        (pill) => pill.textContent,
      );
    expect(tags()).toEqual(['9000 Ghent', '9030']);
    await user.type(places(), 'Gentin');
    await user.click(await screen.findByRole('option', { name: '1450 Gentinnes' }));
    await waitFor(() => expect(tags()).toEqual(['9000 Ghent', '9030', '1450 Gentinnes']));
    await user.click(dialog.getByTestId('saved-search-form-save'));
    await waitFor(() => expect(bodies(api, 'PUT', /my-saved-searches\/9$/)).toHaveLength(1));
    const [sent] = bodies(api, 'PUT', /my-saved-searches\/9$/) as {
      criteria: { postcodes: string[]; cityIds: number[] };
    }[];
    expect(sent!.criteria.postcodes).toEqual(['9000', '9030', '1450']);
    expect(sent!.criteria.cityIds).toEqual([901, 77]);
  });

  it('says which field is wrong before calling the server', async () => {
    const user = userEvent.setup();
    const api = start([]);
    await screen.findByTestId('saved-searches-empty');
    await user.click(screen.getByTestId('saved-search-new'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByTestId('saved-search-form-save'));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    expect(bodies(api, 'POST', /my-saved-searches$/)).toHaveLength(0);
  });

  it('gives focus back to the button that opened the form when it closes', async () => {
    const user = userEvent.setup();
    start([]);
    await screen.findByTestId('saved-searches-empty');
    const opener = screen.getByTestId('saved-search-new');
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('confirms the e-mail alerts with the link of the e-mail, once', async () => {
    const api = start(
      [search(5, { emailNotification: 'pending' })],
      {
        'PUT my-saved-searches/5/confirm/email-notification': () =>
          json(200, { data: search(5, { emailNotification: 'on' }) }),
      },
      '/en/my-profile/my-saved-searches?search=5&token=abc123',
    );
    expect(await screen.findByText(/Your address is confirmed/)).toBeInTheDocument();
    expect(bodies(api, 'PUT', /my-saved-searches\/5\/confirm\/email-notification$/)).toEqual([
      { token: 'abc123' },
    ]);
    await waitFor(() => expect(current!.router.state.location.search).toBe(''));
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    let items = [search(6), search(7)];
    start(items, {
      'GET my-saved-searches': () =>
        json(200, { data: items, paging: { page: 1, pageSize: 20, total: items.length, totalPages: 1 } }),
      'DELETE my-saved-searches/6': () => {
        items = items.filter((item) => item.id !== 6);
        return json(200, { data: { success: true } });
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByTestId('saved-search-delete'));
    expect(await screen.findByTestId('saved-searches-delete-question')).toHaveTextContent('"Huis in Gent 6"');
    await user.click(screen.getByTestId('saved-searches-delete-confirm'));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
