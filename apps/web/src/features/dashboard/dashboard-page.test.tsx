import { adLink, routePath, STATUS_IDS_PUBLIC } from '@app/contract';
import { formatDate, formatDateTime } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { DEFAULT_VIEW, readView } from '../../lib/listing-view';
import { json } from '../../test/render';
import { agency, privateUser, software } from '../../test/users';
import {
  agencyDashboard,
  CONTACTS_PERIOD,
  emptyDashboard,
  giveChartsASize,
  privateDashboard,
  renderDashboard,
} from './test-utils';

let current: ReturnType<typeof renderDashboard> | null = null;
const start = (...args: Parameters<typeof renderDashboard>) => (current = renderDashboard(...args));

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveChartsASize();
});
afterEach(() => {
  current?.unmount();
  current = null;
  restoreSize();
  applyLanguage('nl');
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('DashboardPage', () => {
  it("shows a professional's listings by type, transaction and status, in words and figures", async () => {
    start(agency, agencyDashboard);
    expect(await screen.findByTestId('dashboard-total')).toHaveTextContent('182 properties');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my properties' })).toHaveAttribute(
      'href',
      routePath('properties', 'en'),
    );
    // The bar chart's table alternative: translated type names, lookup order. The charts come with
    // the lower half, whose code loads after the first paint.
    expect(rowsOf(await screen.findByTestId('dashboard-by-type-table'))).toEqual([
      ['House', '60'],
      ['Apartment', '70'],
      ['Garage', '52'],
    ]);
    const transactions = screen.getByTestId('dashboard-by-transaction');
    expect(
      within(transactions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['For rent: 62', 'For sale: 120']);
    expect(rowsOf(screen.getByTestId('dashboard-by-status-table'))).toEqual([
      ['Published', '150'],
      ['Sold / Rented', '32'],
    ]);
  });

  it('shows Best Of and Colour slot usage with the selection method and a start date when not active', async () => {
    start(agency, agencyDashboard);
    const bestOf = await screen.findByTestId('dashboard-slots-bestOf');
    expect(within(bestOf).getByRole('heading', { level: 3, name: 'Best Of' })).toBeInTheDocument();
    expect(within(bestOf).getByTestId('slot-usage')).toHaveTextContent('20 of 25 slots used');
    expect(within(bestOf).getByRole('progressbar', { name: 'Best Of: 20 of 25 slots used' })).toHaveProperty(
      'position',
      0.8,
    );
    expect(within(bestOf).getByTestId('slot-selection')).toHaveTextContent(
      'Automatic selection (every Sunday)',
    );
    expect(within(bestOf).queryByTestId('slot-starts-on')).toBeNull();
    expect(within(bestOf).getByRole('link', { name: 'Manage Best Of' })).toHaveAttribute(
      'href',
      routePath('products-bestof', 'en'),
    );

    const color = screen.getByTestId('dashboard-slots-color');
    expect(within(color).getByTestId('slot-usage')).toHaveTextContent('3 of 10 slots used');
    expect(within(color).getByTestId('slot-selection')).toHaveTextContent('Manual selection');
    expect(within(color).getByTestId('slot-starts-on')).toHaveTextContent(
      `Starts on ${formatDate('2026-12-01', 'en')}`,
    );
  });

  it('says so when the professional does not hold a product', async () => {
    start(agency, () => ({ ...agencyDashboard(), slots: { bestOf: null, color: null } }));
    const bestOf = await screen.findByTestId('dashboard-slots-bestOf');
    expect(within(bestOf).getByTestId('slot-not-held')).toHaveTextContent('Not part of your products.');
    expect(within(bestOf).queryByRole('progressbar')).toBeNull();
  });

  it('lists the recent contacts with a link to the listing’s contacts, mailto and tel links', async () => {
    start(agency, agencyDashboard);
    const items = await screen.findAllByTestId('dashboard-contact');
    expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    expect(first!.getByRole('link', { name: 'Property ID-2026-0101' })).toHaveAttribute(
      'href',
      routePath('emails', 'en', { vlancode: 'ABC1234' }),
    );
    expect(first!.getByText(formatDateTime('2026-11-19T09:29:00.000Z', 'en'))).toBeInTheDocument();
    expect(first!.getByText('Seppe Van de Velde')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'seppe.vandevelde@example.org' })).toHaveAttribute(
      'href',
      'mailto:seppe.vandevelde@example.org',
    );
    expect(first!.getByRole('link', { name: '+32 495 46 61 44' })).toHaveAttribute(
      'href',
      'tel:+32495466144',
    );
    expect(first!.getByTestId('dashboard-contact-message')).toHaveTextContent(
      'Is de woning in Gent nog beschikbaar?',
    );
    // Without a reference the code names the listing; without a phone there is no tel link.
    expect(second!.getByRole('link', { name: 'Property XYZ9876' })).toHaveAttribute(
      'href',
      routePath('emails', 'en', { vlancode: 'XYZ9876' }),
    );
    expect(second!.getByText('Dubois')).toBeInTheDocument();
    expect(items[1]!.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'All received contacts' })).toHaveAttribute(
      'href',
      routePath('emails', 'en'),
    );
  });

  it('gives the activity chart a summary and a table of every day, which the button shows', async () => {
    const user = userEvent.setup();
    start(agency, agencyDashboard);
    const section = await screen.findByTestId('dashboard-activity');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Activity in the last 30 days' }),
    ).toBeInTheDocument();
    // 20 active days of 30: 2,000 appearances, 200 views, 20 e-mails; phone requests on odd active days.
    expect(within(section).getByTestId('dashboard-activity-summary')).toHaveTextContent(
      'In the last 30 days: 2.000 appearances in search results, 200 detail views, 20 e-mails and 10 phone requests.',
    );
    expect(within(section).getByTestId('dashboard-activity-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = within(section).getByRole('table', { name: 'Activity per day in the last 30 days' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual([formatDate('2026-10-22', 'en'), '100', '10', '1', '0']);
    expect(rows[2]).toEqual([formatDate('2026-10-24', 'en'), '0', '0', '0', '0']);

    const toggle = within(section).getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(section).getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(section).getByRole('region', { name: 'Activity per day in the last 30 days' }),
    ).toContainElement(within(section).getByTestId('dashboard-activity-table'));
  });

  it('draws the charts as pictures: hidden from assistive technology, nothing in them takes focus', async () => {
    start(agency, agencyDashboard);
    await screen.findByTestId('dashboard-by-type');
    const pictures = [
      screen.getByTestId('dashboard-by-type').querySelector('[aria-hidden="true"]:has([data-bar-list])'),
      screen
        .getByTestId('dashboard-by-transaction')
        .querySelector('[aria-hidden="true"]:has([data-share-ring])'),
      screen
        .getByTestId('dashboard-activity')
        .querySelector('[aria-hidden="true"]:has([data-chart-kind="line"] svg path)'),
    ];
    for (const picture of pictures) {
      expect(picture).not.toBeNull();
      const focusable = [...picture!.querySelectorAll('a, button, input, [tabindex]')].filter(
        (element) => element.getAttribute('tabindex') !== '-1',
      );
      expect(focusable).toEqual([]);
      expect(picture!.querySelector('[role="application"]')).toBeNull();
    }
  });

  it('draws the counts at the top without the charts library: bars to scale, a ring of the shares', async () => {
    start(agency, agencyDashboard);
    await screen.findByTestId('dashboard-by-type');
    const bars = screen.getByTestId('dashboard-by-type').querySelector('[data-bar-list]')!;
    // House 60, Apartment 70, Garage 52: the largest fills the width.
    expect([...bars.querySelectorAll<HTMLElement>('span[style]')].map((bar) => bar.style.width)).toEqual([
      `${(60 / 70) * 100}%`,
      '100%',
      `${(52 / 70) * 100}%`,
    ]);
    expect(bars).toHaveTextContent('House60Apartment70Garage52');
    expect(screen.getByTestId('dashboard-by-type').querySelector('svg')).toBeNull();
    // For rent 62 and for sale 120 of 182: two sections of the ring, in the legend's colours.
    const ring = screen
      .getByTestId('dashboard-by-transaction')
      .querySelector<HTMLElement>('[data-share-ring]')!;
    const rent = (62 / 182) * 100;
    expect(ring.style.background).toBe(
      `conic-gradient(var(--mantine-color-blue-7) 0% ${rent}%, var(--mantine-color-teal-7) ${rent}% 100%)`,
    );
    const swatches = screen
      .getByTestId('dashboard-by-transaction')
      .querySelectorAll<HTMLElement>('li span[aria-hidden]');
    expect([...swatches].map((swatch) => swatch.style.background)).toEqual([
      'var(--mantine-color-blue-7)',
      'var(--mantine-color-teal-7)',
    ]);
    expect(screen.getByTestId('dashboard-by-transaction').querySelector('svg')).toBeNull();
  });

  it('shows a private user their listings and activity, without slots', async () => {
    start(privateUser, privateDashboard);
    expect(await screen.findByTestId('dashboard-total')).toHaveTextContent('3 properties');
    expect(screen.queryByTestId('dashboard-slots')).toBeNull();
    expect(screen.queryByText('Best Of')).toBeNull();
    expect(screen.getByTestId('dashboard-activity')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-contacts-empty')).toHaveTextContent(
      'You have not received any contacts yet.',
    );
  });

  it('invites a user without listings to place an ad, and hides a chart of zeros', async () => {
    start(privateUser, () => emptyDashboard());
    const empty = await screen.findByTestId('dashboard-no-listings');
    expect(within(empty).getByRole('heading', { name: 'You have no properties yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Place an ad' })).toHaveAttribute('href', adLink('en'));
    expect(screen.queryByTestId('dashboard-total')).toBeNull();
    expect(screen.queryByTestId('dashboard-activity')).toBeNull();
  });

  it('tells a user with software that the listings come from it, without a place-an-ad link', async () => {
    start(software, () => emptyDashboard({ bestOf: null, color: null }));
    const empty = await screen.findByTestId('dashboard-no-listings');
    expect(empty).toHaveTextContent('Your properties come in through Whise');
    expect(within(empty).queryByRole('link')).toBeNull();
    // The slots come with the lower half, whose code loads after the first paint.
    expect(await screen.findByTestId('dashboard-slots')).toBeInTheDocument();
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    start(agency, () =>
      fail ? json(500, { error: 'internal', messageKey: 'errors:generic' }) : agencyDashboard(),
    );
    const alert = await screen.findByTestId('dashboard-error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-total')).toHaveTextContent('182 properties'));
  });
});

describe('DashboardPage: to do', () => {
  /** The block's lines: each one's text and where its link goes. */
  async function todoLines() {
    const block = await screen.findByTestId('dashboard-todo');
    const list = within(block).getByRole('list');
    return within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      });
  }

  it('opens with what needs doing, each a link to the screen that deals with it', async () => {
    start(agency, agencyDashboard);
    const block = await screen.findByTestId('dashboard-todo');
    expect(within(block).getByRole('heading', { level: 2, name: 'To do' })).toBeInTheDocument();
    // First on the page: before the listings.
    expect(
      block.compareDocumentPosition(screen.getByTestId('dashboard-listings')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await todoLines()).toEqual([
      [
        '12 contacts in the last 7 days, 4 more than the 7 days before (8)',
        `${routePath('emails', 'en')}?from=2026-11-30&to=2026-12-06`,
      ],
      [
        '3 properties go offline within 7 days',
        `${routePath('properties', 'en')}?status=1&status=7&offline=soon&sort=offlineDate&dir=asc`,
      ],
      [
        '1 property gets fewer views than 3 of 4 similar listings',
        `${routePath('properties', 'en')}?market=behind`,
      ],
      ['2 products end within 30 days', routePath('products-summary', 'en')],
    ]);
    expect(screen.queryByTestId('dashboard-todo-nothing')).toBeNull();
  });

  it('links My properties with the views its own URL reader understands', async () => {
    start(agency, agencyDashboard);
    const [, offline, behind] = await todoLines();
    const viewOf = (href: string | null | undefined) => readView(new URL(href!, 'https://x.be').searchParams);
    expect(viewOf(offline![1])).toEqual({
      ...DEFAULT_VIEW,
      statusIds: [...STATUS_IDS_PUBLIC],
      offline: 'soon',
      sort: 'offlineDate',
      direction: 'asc',
    });
    expect(viewOf(behind![1])).toEqual({ ...DEFAULT_VIEW, market: 'behind' });
  });

  it.each([
    [
      'nl' as const,
      [
        [
          '1.234 contacten in de laatste 7 dagen, 1.233 meer dan de 7 dagen ervoor (1)',
          `${routePath('emails', 'nl')}?from=2026-11-30&to=2026-12-06`,
        ],
        [
          '1 pand gaat binnen 7 dagen offline',
          `${routePath('properties', 'nl')}?status=1&status=7&offline=soon&sort=offlineDate&dir=asc`,
        ],
        [
          '2 panden worden minder bekeken dan 3 op 4 vergelijkbare panden',
          `${routePath('properties', 'nl')}?market=behind`,
        ],
        ['1 product loopt binnen 30 dagen af', routePath('products-summary', 'nl')],
      ],
    ],
    [
      'fr' as const,
      [
        [
          '1\u202f234 contacts ces 7 derniers jours, 1\u202f233 de plus que les 7 jours précédents (1)',
          `${routePath('emails', 'fr')}?from=2026-11-30&to=2026-12-06`,
        ],
        [
          '1 bien passe hors ligne d’ici 7 jours',
          `${routePath('properties', 'fr')}?status=1&status=7&offline=soon&sort=offlineDate&dir=asc`,
        ],
        [
          '2 biens sont moins consultés que 3 biens similaires sur 4',
          `${routePath('properties', 'fr')}?market=behind`,
        ],
        ['1 produit se termine d’ici 30 jours', routePath('products-summary', 'fr')],
      ],
    ],
  ])('says it in %s, figures written the language’s way, links in its paths', async (lang, expected) => {
    const todo = {
      contacts: 1234,
      previousContacts: 1,
      contactsPeriod: CONTACTS_PERIOD,
      goingOffline: 1,
      behindMarket: 2,
      productsEnding: 1,
    };
    current = renderDashboard(agency, () => ({ ...agencyDashboard(), todo }), undefined, lang);
    const lines = await todoLines();
    // Belgian French groups thousands with a narrow no-break space (or a no-break space, by ICU version).
    expect(lines.map(([text, href]) => [text!.replace(/[\u00a0\u202f]/g, '\u202f'), href])).toEqual(expected);
  });

  it('says fewer, or as many, contacts than the week before', async () => {
    start(agency, () => ({
      ...agencyDashboard(),
      todo: { ...agencyDashboard().todo, contacts: 1, previousContacts: 3 },
    }));
    expect((await todoLines())[0]![0]).toBe(
      '1 contact in the last 7 days, 2 fewer than the 7 days before (3)',
    );
    current!.unmount();
    start(agency, () => ({
      ...agencyDashboard(),
      todo: { ...agencyDashboard().todo, contacts: 5, previousContacts: 5 },
    }));
    expect((await todoLines())[0]![0]).toBe('5 contacts in the last 7 days, as many as the 7 days before');
  });

  it('shows only what has something to do, and says so calmly when nothing has', async () => {
    start(agency, () => ({
      ...agencyDashboard(),
      todo: {
        contacts: 2,
        previousContacts: 2,
        contactsPeriod: CONTACTS_PERIOD,
        goingOffline: 0,
        behindMarket: 3,
        productsEnding: 0,
      },
    }));
    expect((await todoLines()).map(([text]) => text)).toEqual([
      '2 contacts in the last 7 days, as many as the 7 days before',
      '3 properties get fewer views than 3 of 4 similar listings',
    ]);
    expect(screen.queryByTestId('dashboard-todo-nothing')).toBeNull();
    current!.unmount();

    // A private user: no products line at all; the contacts always show.
    start(privateUser, privateDashboard);
    expect((await todoLines()).map(([text]) => text)).toEqual([
      '0 contacts in the last 7 days, 2 fewer than the 7 days before (2)',
    ]);
    expect(screen.getByTestId('dashboard-todo-nothing')).toHaveTextContent(
      'Nothing else needs doing for now.',
    );
  });
});
