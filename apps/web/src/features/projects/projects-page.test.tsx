import { formatDate } from '@app/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { notary } from '../../test/users';
import { TEXT_FILTER_DELAY_MS } from '../../components/text-filter';
import {
  callsTo,
  listBodies,
  model,
  paging,
  project,
  renderProjects,
  statusBodies,
  unit,
} from './test-utils';

let current: ReturnType<typeof renderProjects> | null = null;
const start = (...args: Parameters<typeof renderProjects>) => (current = renderProjects(...args));

afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const LEIE = project({
  id: 1,
  name: 'Residentie Leiezicht',
  reference: 'PRJ-LEIE',
  vlancode: 'LEI0001',
  offlineDate: '2026-12-31',
  modelCount: 3,
  unitCount: 10,
});
const BEKE = project({ id: 2, name: 'Hof ter Beke', status: { id: 7, code: 'option' }, onlineDate: null });

const rows = () => screen.getAllByTestId('project-row');
const api = () => current!.api;
const search = () => current!.router.state.location.search;

describe('ProjectsPage', () => {
  it('shows each project with reference, code, address, status, dates and counts', async () => {
    start(() => ({ data: [LEIE, BEKE], paging: paging(2) }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [leie, beke] = rows().map((row) => within(row));

    expect(screen.getByRole('heading', { level: 1, name: 'My projects' })).toBeInTheDocument();
    expect(screen.getByTestId('projects-total')).toHaveTextContent('2 projects');
    expect(leie!.getByRole('heading', { level: 3, name: 'Residentie Leiezicht' })).toBeInTheDocument();
    expect(leie!.getByTestId('project-reference')).toHaveTextContent('PRJ-LEIE');
    expect(leie!.getByTestId('project-vlancode')).toHaveTextContent('LEI0001');
    expect(leie!.getByText('Coupure Links 210')).toBeInTheDocument();
    expect(leie!.getByText('9000 Gent')).toBeInTheDocument();
    expect(leie!.getByTestId('project-status')).toHaveTextContent('Published');
    expect(leie!.getByTestId('project-online')).toHaveTextContent(formatDate('2026-02-01', 'en'));
    expect(leie!.getByTestId('project-offline')).toHaveTextContent(formatDate('2026-12-31', 'en'));
    expect(leie!.getByTestId('project-model-count')).toHaveTextContent('3');
    expect(leie!.getByTestId('project-unit-count')).toHaveTextContent('10');
    expect(beke!.getByTestId('project-status')).toHaveTextContent('Option');
    expect(beke!.getByTestId('project-online')).toHaveTextContent('Not specified');
    // Nothing is asked about models before a project is opened.
    expect(callsTo(api(), 'GET', /\/models$/)).toBe(0);
  });

  it('offers only the statuses a project can be filtered on, and keeps filters and page in the URL', async () => {
    const user = userEvent.setup();
    start(() => ({ data: [LEIE], paging: paging(45) }), { search: '?page=2&sort=price' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    // What a project list has no use for (sorting) is neither sent nor kept.
    expect(listBodies(api())[0]).toEqual({ statusIds: [], page: 2 });

    // Three boxes to tick, none ticked: every status.
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Published', 'Not published', 'Option'])
      expect(within(statuses).getByRole('checkbox', { name })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Option' }));
    await waitFor(() => expect(listBodies(api()).at(-1)).toEqual({ statusIds: [7], page: 1 }));
    expect(search()).toBe('?status=7');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Leie');
    await waitFor(() => expect(listBodies(api()).at(-1)).toEqual({ statusIds: [7], q: 'Leie', page: 1 }), {
      timeout: TEXT_FILTER_DELAY_MS * 5,
    });
    expect(search()).toBe('?status=7&q=Leie');

    // The back button returns to the previous view, and the list follows.
    await act(() => current!.router.navigate(-1));
    await waitFor(() => expect(search()).toBe('?status=7'));
    await waitFor(() => expect(listBodies(api()).at(-1)).toEqual({ statusIds: [7], page: 1 }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(listBodies(api()).at(-1)).toEqual({ statusIds: [], page: 1 });
  });

  it('drops statuses a project cannot have from a hand-made link', async () => {
    start(() => ({ data: [LEIE], paging: paging(1) }), { search: '?status=6&status=3&status=2' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listBodies(api())[0]).toEqual({ statusIds: [2], page: 1 });
  });

  it('asks page 2 from the pagination', async () => {
    const user = userEvent.setup();
    start(({ page = 1 }) => ({ data: [project({ id: page * 100 })], paging: paging(45, page) }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('projects-total')).toHaveTextContent('45 projects');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Residentie 200')).toBeInTheDocument());
    expect(listBodies(api()).at(-1)).toEqual({ statusIds: [], page: 2 });
    expect(search()).toBe('?page=2');
  });

  it('opens a project to its models, and a model to its units, each loaded on opening', async () => {
    const user = userEvent.setup();
    start(() => ({ data: [LEIE], paging: paging(1) }), {
      handlers: {
        'GET my-projects/1/models': () =>
          json(200, {
            data: [
              model({ id: 11, name: 'Appartement 1 slaapkamer' }),
              model({
                id: 12,
                name: 'Penthouse',
                bedrooms: 3,
                surfaceMin: 125,
                surfaceMax: 125,
                priceMin: 545000.5,
                priceMax: 620000,
                plannedUnitCount: 1,
                unitCount: 0,
              }),
            ],
          }),
        'GET my-projects/1/model/11/subproperties': () =>
          json(200, {
            data: [
              unit({
                id: 101,
                yourReference: 'PRJ-LEIE-A1',
                price: 249000,
                livableSurface: 56,
                bedrooms: 1,
              }),
              unit({ id: 102, yourReference: 'PRJ-LEIE-A2', status: { id: 6, code: 'soldOrRented' } }),
            ],
          }),
        'GET my-projects/1/model/12/subproperties': () => json(200, { data: [] }),
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));

    const toggle = screen.getByRole('button', { name: 'Models (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Models of Residentie Leiezicht' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(within(panel).getAllByTestId('model-row')).toHaveLength(2));
    expect(callsTo(api(), 'GET', /\/my-projects\/1\/models$/)).toBe(1);

    const [oneBed, penthouse] = within(panel)
      .getAllByTestId('model-row')
      .map((row) => within(row));
    expect(oneBed!.getByRole('heading', { level: 4, name: 'Appartement 1 slaapkamer' })).toBeInTheDocument();
    expect(oneBed!.getByText('New-build apartment')).toBeInTheDocument();
    expect(oneBed!.getByText('55 – 68 m²')).toBeInTheDocument();
    expect(oneBed!.getByText('€ 245.000 – € 289.000')).toBeInTheDocument();
    expect(oneBed!.getByTestId('model-unit-counts')).toHaveTextContent('3 listed, 4 planned');
    expect(penthouse!.getByText('125 m²')).toBeInTheDocument();
    expect(penthouse!.getByText('€ 545.000,50 – € 620.000')).toBeInTheDocument();
    expect(callsTo(api(), 'GET', /\/subproperties$/)).toBe(0);

    const unitsToggle = oneBed!.getByRole('button', { name: 'Units (3)' });
    await user.click(unitsToggle);
    expect(unitsToggle).toHaveAttribute('aria-expanded', 'true');
    const units = await screen.findAllByTestId('unit-row');
    expect(units).toHaveLength(2);
    const [first, second] = units.map((row) => within(row));
    expect(first!.getByTestId('unit-reference')).toHaveTextContent('PRJ-LEIE-A1');
    expect(first!.getByTestId('unit-price')).toHaveTextContent('€ 249.000');
    expect(first!.getByTestId('unit-status')).toHaveTextContent('Published');
    expect(first!.getByText('56 m²')).toBeInTheDocument();
    expect(second!.getByTestId('unit-status')).toHaveTextContent('Sold');
    expect(screen.getByRole('table', { name: 'Units of Appartement 1 slaapkamer' })).toBeInTheDocument();

    await user.click(penthouse!.getByRole('button', { name: 'Units (0)' }));
    expect(await screen.findByTestId('model-units-empty')).toHaveTextContent(
      'No units of this model are listed yet.',
    );

    // Closing hides the models; opening again uses what was loaded.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('project-models')).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('model-row')).toHaveLength(2));
  });

  it('says when a project has no models, and shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    start(() => ({ data: [project({ id: 3, modelCount: 0 })], paging: paging(1) }), {
      handlers: {
        'GET my-projects/3/models': () =>
          fail ? json(500, { error: 'internal', messageKey: 'errors:generic' }) : json(200, { data: [] }),
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Models (0)' }));
    const alert = await screen.findByTestId('project-models-error');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('project-models-empty')).toHaveTextContent(
      'This project has no models yet.',
    );
  });

  it('changes a status only after confirmation, offering every status but the current one', async () => {
    const user = userEvent.setup();
    let status = LEIE.status;
    start(() => ({ data: [{ ...LEIE, status }], paging: paging(1) }), {
      handlers: {
        'POST my-projects/1/status': () => {
          status = { id: 7, code: 'option' };
          return json(200, { data: { ...LEIE, status } });
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));

    // The first press draws the menu (its own chunk) with a button of its own: asked for each time.
    const menu = () => screen.getByRole('button', { name: 'Change status of Residentie Leiezicht' });
    await user.click(menu());
    const choices = await screen.findAllByRole('menuitem');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Not published', 'Option']);

    // Cancel: nothing is sent.
    await user.click(screen.getByRole('menuitem', { name: 'Option' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the status of “Residentie Leiezicht” from Published to Option?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusBodies(api(), 1)).toEqual([]);

    // Confirm: the change is sent, told, and the list shows the new status.
    const listsBefore = listBodies(api()).length;
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Option' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(statusBodies(api(), 1)).toEqual([{ requestedStatus: 'option' }]));
    expect(
      await screen.findByText('The status of “Residentie Leiezicht” is now Option.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('project-status')).toHaveTextContent('Option'));
    expect(listBodies(api()).length).toBeGreaterThan(listsBefore);

    await user.click(menu());
    const next = await screen.findAllByRole('menuitem');
    expect(next.map((choice) => choice.textContent)).toEqual(['Published', 'Not published']);
  });

  it("shows the server's refusal of a status change in the user's language", async () => {
    const user = userEvent.setup();
    start(() => ({ data: [LEIE], paging: paging(1) }), {
      handlers: {
        'POST my-projects/1/status': () => json(409, { error: 'conflict', messageKey: 'errors:conflict' }),
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Change status of Residentie Leiezicht' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Not published' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change status' }),
    );
    expect(await screen.findByText('This conflicts with an existing item.')).toBeInTheDocument();
    expect(screen.getByTestId('project-status')).toHaveTextContent('Published');
  });

  it('tells a Notaire what the server says instead of a list', async () => {
    start(() => json(403, { error: 'forbidden', messageKey: 'errors:forbidden' }), { user: notary });
    expect(await screen.findByTestId('projects-forbidden')).toHaveTextContent(
      'You do not have access to this.',
    );
    expect(screen.queryByTestId('projects-filters')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My projects' })).toBeInTheDocument();
  });

  it('says "no results" for a search, and a plain message when there are no projects at all', async () => {
    start(() => ({ data: [], paging: paging(0) }), { search: '?q=nothing' });
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent('Your search returned no results');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nothing');
    expect(screen.queryByTestId('projects-pagination')).toBeNull();
    current!.unmount();

    start(() => ({ data: [], paging: paging(0) }));
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent('You have no projects yet.');
  });
});
