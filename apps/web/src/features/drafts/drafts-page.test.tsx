import { adDraftLink } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { notary, privateUser, software } from '../../test/users';
import type { DraftLists } from './test-utils';
import { callsTo, projectDraft, propertyDraft, renderDrafts } from './test-utils';

let current: ReturnType<typeof renderDrafts> | null = null;
const start = (...args: Parameters<typeof renderDrafts>) => (current = renderDrafts(...args));

afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const api = () => current!.api;
const propertyRows = () => screen.queryAllByTestId('property-draft-row');
const projectRows = () => screen.queryAllByTestId('project-draft-row');

const lists = (): DraftLists => ({
  properties: [
    propertyDraft({
      id: 11,
      yourReference: 'ID-2026-0101',
      price: 1250.5,
      transactionType: 'rent',
      box: '2',
    }),
    propertyDraft({
      id: 12,
      yourReference: null,
      vlancode: 'ABC1234',
      propertyType: 'appartment',
      price: null,
      street: null,
      number: null,
      zipcode: null,
      city: null,
    }),
  ],
  projects: [projectDraft({ id: 21, name: 'Villapark Drongen', reference: 'PRJ-DRONGEN' })],
});

describe('DraftsPage', () => {
  it('lists property and project drafts with their words, money, place, date and edit links', async () => {
    start(lists());
    await waitFor(() => expect(propertyRows()).toHaveLength(2));
    await waitFor(() => expect(projectRows()).toHaveLength(1));

    expect(screen.getByRole('heading', { level: 1, name: 'Draft ads' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Property drafts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Project drafts' })).toBeInTheDocument();
    expect(screen.getByTestId('property-drafts-total')).toHaveTextContent('2 property drafts');

    const [rent, bare] = propertyRows().map((row) => within(row));
    expect(rent!.getByTestId('draft-name')).toHaveTextContent('ID-2026-0101');
    expect(rent!.getByText('House')).toBeInTheDocument();
    expect(rent!.getByText('For rent')).toBeInTheDocument();
    expect(rent!.getByText('Veldstraat 12 box 2')).toBeInTheDocument();
    expect(rent!.getByText('9000 Gent')).toBeInTheDocument();
    expect(rent!.getByTestId('draft-price')).toHaveTextContent('€ 1.250,50 per month');
    expect(rent!.getByText(formatDateTime('2026-03-02T14:30:00.000Z', 'en'))).toBeInTheDocument();
    expect(rent!.getByRole('link', { name: 'Edit draft ID-2026-0101' })).toHaveAttribute(
      'href',
      adDraftLink('en', 'property', 11),
    );

    // A draft without a reference goes by its code; what is not filled in yet says so.
    expect(bare!.getByTestId('draft-name')).toHaveTextContent('ABC1234');
    expect(bare!.getByText('Apartment')).toBeInTheDocument();
    expect(bare!.getByTestId('draft-price')).toHaveTextContent('Not specified');

    const [villa] = projectRows().map((row) => within(row));
    expect(villa!.getByTestId('draft-name')).toHaveTextContent('Villapark Drongen');
    expect(villa!.getByText('PRJ-DRONGEN · code PRD0021')).toBeInTheDocument();
    expect(villa!.getByText('9031 Drongen')).toBeInTheDocument();
    expect(villa!.getByRole('link', { name: 'Edit draft Villapark Drongen' })).toHaveAttribute(
      'href',
      adDraftLink('en', 'project', 21),
    );
  });

  it('deletes a property draft only after a confirmation that names it, then refreshes the list', async () => {
    const user = userEvent.setup();
    const data = lists();
    start(data, {
      handlers: {
        'DELETE my-drafts/property/11': () => {
          data.properties = data.properties.filter((draft) => draft.id !== 11);
          return json(200, { data: { success: true } });
        },
      },
    });
    await waitFor(() => expect(propertyRows()).toHaveLength(2));
    const listsBefore = callsTo(api(), 'GET', /\/my-drafts\/properties$/);

    // Cancel leaves it.
    await user.click(screen.getByRole('button', { name: 'Delete draft ID-2026-0101' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete property draft' });
    expect(dialog).toHaveTextContent(
      'Do you want to delete the draft “ID-2026-0101”? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api(), 'DELETE', /\/my-drafts\//)).toBe(0);
    expect(propertyRows()).toHaveLength(2);

    // Delete removes it.
    await user.click(screen.getByRole('button', { name: 'Delete draft ID-2026-0101' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete property draft' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The draft “ID-2026-0101” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(propertyRows()).toHaveLength(1));
    expect(callsTo(api(), 'DELETE', /\/en\/api\/core\/my-drafts\/property\/11$/)).toBe(1);
    expect(callsTo(api(), 'GET', /\/my-drafts\/properties$/)).toBeGreaterThan(listsBefore);
    expect(screen.queryByText('ID-2026-0101')).toBeNull();
    // The row that had focus is gone: focus goes to its section's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Property drafts' })).toHaveFocus();
    expect(projectRows()).toHaveLength(1);
  });

  it('deletes a project draft through its own call', async () => {
    const user = userEvent.setup();
    const data = lists();
    start(data, {
      handlers: {
        'DELETE my-drafts/project/21': () => {
          data.projects = [];
          return json(200, { data: { success: true } });
        },
      },
    });
    await waitFor(() => expect(projectRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete draft Villapark Drongen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project draft' });
    expect(dialog).toHaveTextContent('“Villapark Drongen”');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('project-drafts-empty')).toHaveTextContent(
      'You have no project drafts.',
    );
    expect(callsTo(api(), 'DELETE', /\/my-drafts\/project\/21$/)).toBe(1);
    expect(callsTo(api(), 'DELETE', /\/my-drafts\/property\//)).toBe(0);
    expect(propertyRows()).toHaveLength(2);
  });

  it('keeps the draft and shows the translated server message when the delete fails', async () => {
    const user = userEvent.setup();
    start(lists(), {
      handlers: {
        'DELETE my-drafts/property/12': () =>
          json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
      },
    });
    await waitFor(() => expect(propertyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete draft ABC1234' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This item does not exist.')).toBeInTheDocument();
    expect(propertyRows()).toHaveLength(2);
  });

  it('shows an empty message per section', async () => {
    start({ properties: [], projects: [] });
    expect(await screen.findByTestId('property-drafts-empty')).toHaveTextContent(
      'You have no property drafts.',
    );
    expect(await screen.findByTestId('project-drafts-empty')).toHaveTextContent(
      'You have no project drafts.',
    );
  });

  it("tells a user with software the server's refusal, naming the software, instead of the lists", async () => {
    const refusal = {
      error: 'software_drafts',
      messageKey: 'errors:softwareDrafts',
      values: { software: 'Whise' },
    };
    start(json(403, refusal), { user: software });
    expect(await screen.findByTestId('drafts-forbidden')).toHaveTextContent(
      'Your listings are managed by Whise: place and edit your ads there.',
    );
    expect(screen.queryByTestId('property-drafts')).toBeNull();
    expect(screen.queryByTestId('project-drafts')).toBeNull();
  });

  it('does not ask project drafts for a Notaire or a private user, who have no projects', async () => {
    for (const user of [notary, privateUser]) {
      start(lists(), { user });
      await waitFor(() => expect(propertyRows()).toHaveLength(2));
      expect(screen.queryByTestId('project-drafts')).toBeNull();
      expect(callsTo(api(), 'GET', /\/my-drafts\/projects$/)).toBe(0);
      current!.unmount();
      current = null;
    }
  });
});
