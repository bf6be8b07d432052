import type { UserProduct, WallpaperState } from '@app/contract';
import { addDays, brusselsToday } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { WallpaperPage } from './wallpaper-page';

const today = brusselsToday();
const PRODUCT: UserProduct = {
  code: 'wallpaper',
  activation: 1,
  pack: null,
  startDate: addDays(today, -30),
  endDate: addDays(today, 335),
  slots: null,
  selection: null,
  used: null,
  monthlyPrice: 124,
  credits: null,
};
const wallpaper = (id: number, start: number, end: number) => ({
  id,
  imageUrl: `/demo-photos/wallpaper-${id}.jpg`,
  startDate: addDays(today, start),
  endDate: addDays(today, end),
});
const STATE: WallpaperState = {
  product: PRODUCT,
  current: wallpaper(1, -30, 60),
  history: [wallpaper(3, 61, 335), wallpaper(1, -30, 60), wallpaper(2, -400, -200)],
  onlineListings: 71,
  monthlyPrice: 124,
  delegate: { name: 'Sarah Maes', email: 'sarah.maes@portal.example.be', phone: '+32 9 265 40 11' },
};

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

function start(state: WallpaperState) {
  applyLanguage('en');
  const bodies: unknown[] = [];
  const api = mockApi(agency, {
    'GET my-products/wallpaper': () => json(200, { data: state }),
    'POST my-products/wallpaper/change': ({ body }) => {
      bodies.push(body);
      return json(200, { data: { sentTo: state.delegate } });
    },
  });
  current = renderApp('/en/my-profile/products/wallpaper', api, [{ path: '*', element: <WallpaperPage /> }]);
  return { bodies };
}

describe('WallpaperPage', () => {
  it('shows the current wallpaper, its price for the listings online and the history with each state', async () => {
    start(STATE);
    const currentCard = await screen.findByTestId('wallpaper-current');
    expect(within(currentCard).getByTestId('wallpaper-state')).toHaveTextContent('Active');
    expect(within(currentCard).getByTestId('wallpaper-image')).toHaveAttribute(
      'src',
      '/demo-photos/wallpaper-1.jpg',
    );
    expect(within(currentCard).getByTestId('wallpaper-price')).toHaveTextContent(
      '€ 124 per month for your 71 online properties',
    );
    expect(currentCard).toHaveTextContent('€ 62 per month under 50 online properties, € 124 from 50.');
    const rows = within(screen.getByTestId('wallpaper-history')).getAllByTestId('wallpaper-history-row');
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Planned',
      'On the portal',
      'Ended',
    ]);
    expect(screen.getByTestId('wallpaper-delegate')).toHaveTextContent('Your delegate: Sarah Maes');
  });

  it('sends a change request to the delegate and confirms it on screen; an empty request is refused first', async () => {
    const { bodies } = start(STATE);
    await userEvent.click(await screen.findByTestId('wallpaper-send'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'The period' }));
    await userEvent.type(screen.getByTestId('wallpaper-message'), 'Extend until summer.');
    await userEvent.click(screen.getByTestId('wallpaper-send'));
    await waitFor(() => expect(bodies).toEqual([{ change: 'period', message: 'Extend until summer.' }]));
    expect(await screen.findByTestId('wallpaper-sent')).toHaveTextContent(
      'Your request was sent to Sarah Maes. They will contact you within two working days.',
    );
  });

  it('says where to get Wallpaper PRO when the agency never had it', async () => {
    start({ ...STATE, product: null, current: null, history: [], delegate: null });
    expect(await screen.findByTestId('slot-product-none')).toBeInTheDocument();
    expect(screen.queryByTestId('wallpaper-contact')).toBeNull();
  });
});
