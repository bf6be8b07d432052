import type { Order } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import {
  cleanNotifications,
  draftServer,
  propertyDraft,
  renderEditor,
  requestsOf,
  typist,
} from '../../features/ad-editor/test-utils';
import { AdEditorRoute } from './ad-editor';

/** The composed page: the editor with the orders feature's real publish panel, the whole way to an order. */

let current: ReturnType<typeof renderEditor> | null = null;

afterEach(() => {
  current?.unmount();
  current = null;
  cleanNotifications();
  applyLanguage('nl');
});

const ORDER: Order = {
  id: 501,
  type: 'publication',
  package: 'premium',
  amount: 129,
  reference: 'ORD-2026-00501',
  structuredCommunication: '+++600/0000/50105+++',
  createdAt: '2026-11-21T09:00:00.000Z',
  paidAt: null,
  listingId: 77,
  projectId: null,
  remarks: null,
  invoice: null,
};

const writes = () => requestsOf(current!.api).filter((request) => request.method !== 'GET');

async function publishWithPremium() {
  const user = typist();
  const panel = await screen.findByRole('region', { name: 'Publish' });
  await user.click(await within(panel).findByRole('radio', { name: /Premium/ }));
  await user.click(within(panel).getByLabelText(/I accept the general terms and conditions of the portal/));
  await user.click(within(panel).getByRole('button', { name: 'Publish' }));
  return user;
}

describe('publishing from the editor', { timeout: 15_000 }, () => {
  it('saves the draft, orders the publication, announces it and opens My properties', async () => {
    current = renderEditor(
      '?draft=77',
      {
        ...draftServer('property', 77, propertyDraft()).handlers,
        'POST my-products/order': () => json(200, { data: ORDER }),
      },
      agency,
      <AdEditorRoute />,
    );
    await publishWithPremium();

    await waitFor(() => expect(current!.router.state.location.pathname).toBe('/en/my-profile/my-properties'));
    expect(writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT my-drafts/property/77',
      'POST my-products/order',
    ]);
    expect(writes()[1]!.body).toEqual({
      type: 'publication',
      package: 'premium',
      listingId: 77,
      remarks: null,
      termsAccepted: true,
    });
    expect(
      screen.getByText(
        'Your ad is published. Please transfer € 129 with the structured communication +++600/0000/50105+++.',
      ),
    ).toBeInTheDocument();
  });

  it('orders nothing while the draft misses what publication needs', async () => {
    current = renderEditor(
      '?draft=77',
      { 'GET my-drafts/property/77': () => json(200, { data: propertyDraft({ number: null }) }) },
      agency,
      <AdEditorRoute />,
    );
    await publishWithPremium();

    const number = await screen.findByTestId('ad-editor-number');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveFocus();
    expect(writes()).toEqual([]);
    expect(current.router.state.location.pathname).toBe('/en/my-profile/ad');
  });
});
