import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import { agencyDashboard, contactDays, renderDashboard } from './test-utils';

let current: ReturnType<typeof renderDashboard> | null = null;

/** The contacts card's chart: the picture hidden from assistive technology. */
const chartOf = () =>
  screen.getByTestId('dashboard-contact-statistics').querySelector('[aria-hidden="true"]');

afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

describe('ContactStatisticsCard', () => {
  it('shows the contacts of the last 30 days compared with the 30 days before, and a table of the days', async () => {
    current = renderDashboard(agency, agencyDashboard, () => contactDays(50));
    expect(await screen.findByTestId('dashboard-contact-statistics-summary')).toHaveTextContent(
      '60 contacts in the last 30 days; 50 contacts in the 30 days before. 10 more than before.',
    );
    const card = within(screen.getByTestId('dashboard-contact-statistics'));
    expect(card.getByRole('heading', { level: 2, name: 'Contacts in the last 30 days' })).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-contact-statistics-table')).getAllByRole('row')).toHaveLength(
      31,
    );
  });

  it('draws the days as a chart when there were contacts, and says it in words alone when there were none', async () => {
    current = renderDashboard(agency, agencyDashboard, () => contactDays(50));
    await screen.findByTestId('dashboard-contact-statistics-summary');
    expect(chartOf()).not.toBeNull();
    current.unmount();
    current = renderDashboard(agency, agencyDashboard, () => ({
      ...contactDays(3),
      days: contactDays().days.map((day) => ({ ...day, contacts: 0 })),
      total: 0,
    }));
    expect(await screen.findByTestId('dashboard-contact-statistics-summary')).toHaveTextContent(
      '0 contacts in the last 30 days; 3 contacts in the 30 days before. 3 fewer than before.',
    );
    expect(chartOf()).toBeNull();
    // The table of the days is still there for assistive technology.
    expect(screen.getByTestId('dashboard-contact-statistics-table')).toBeInTheDocument();
  });

  it('says when there were fewer contacts than before', async () => {
    current = renderDashboard(agency, agencyDashboard, () => contactDays(61));
    expect(await screen.findByTestId('dashboard-contact-statistics-summary')).toHaveTextContent(
      '1 fewer than before.',
    );
  });

  it('shows a failure translated with a retry, and the rest of the dashboard still shows', async () => {
    current = renderDashboard(agency, agencyDashboard, () =>
      json(500, { error: 'internal', messageKey: 'errors:generic' }),
    );
    const alert = await screen.findByTestId('dashboard-contact-statistics-error', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-listings')).toBeInTheDocument();
  });
});
