import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import { PublishPanel } from './publish-panel';
import { cleanNotifications, order, renderOrders, typist, writesOf } from './test-utils';

afterEach(cleanNotifications);

const PUBLISHED = order({ id: 243, listingId: 12, package: 'premium', amount: 129 });

function start(beforePublish: () => Promise<boolean>, answer = () => json(200, { data: PUBLISHED })) {
  const onPublished = vi.fn();
  const view = renderOrders(
    <PublishPanel target={{ listingId: 12 }} beforePublish={beforePublish} onPublished={onPublished} />,
    agency,
    { 'POST my-products/order': answer },
  );
  return { ...view, onPublished };
}

describe('the publish panel', { timeout: 15_000 }, () => {
  it('needs the terms, asks the editor first, then publishes with the chosen package', async () => {
    const user = typist();
    const beforePublish = vi.fn(async () => true);
    const { api, onPublished } = start(beforePublish);
    const panel = await screen.findByRole('region', { name: 'Publish' });
    await user.click(await within(panel).findByRole('radio', { name: /Premium/ }));
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Please tick this box to continue.')).toBeInTheDocument();
    expect(beforePublish).not.toHaveBeenCalled();

    await user.click(within(panel).getByLabelText(/I accept the general terms and conditions of the portal/));
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(onPublished).toHaveBeenCalledWith(PUBLISHED));
    expect(beforePublish).toHaveBeenCalledTimes(1);
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        url: '/en/api/core/my-products/order',
        body: { type: 'publication', package: 'premium', listingId: 12, remarks: null, termsAccepted: true },
      },
    ]);
  });

  it('stops when the editor says no (nothing is ordered)', async () => {
    const user = typist();
    const { api, onPublished } = start(async () => false);
    const panel = await screen.findByRole('region', { name: 'Publish' });
    await user.click(
      await within(panel).findByLabelText(/I accept the general terms and conditions of the portal/),
    );
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(within(panel).getByRole('button', { name: 'Publish' })).toBeEnabled());
    expect(writesOf(api)).toEqual([]);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('shows the server\'s "draft incomplete" message', async () => {
    const user = typist();
    const { onPublished } = start(
      async () => true,
      () =>
        json(400, {
          error: 'validation',
          messageKey: 'errors:draftIncomplete',
          fields: { street: 'validation:required' },
        }),
    );
    const panel = await screen.findByRole('region', { name: 'Publish' });
    await user.click(
      await within(panel).findByLabelText(/I accept the general terms and conditions of the portal/),
    );
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(
      await within(panel).findByText(
        'This draft is not complete yet. Fill in the marked fields before you publish it.',
      ),
    ).toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();
  });
});

describe('the publish panel for a user with software', { timeout: 15_000 }, () => {
  it("names the software of the server's refusal", async () => {
    const user = typist();
    start(
      async () => true,
      () =>
        json(403, { error: 'forbidden', messageKey: 'errors:softwareDrafts', values: { software: 'Whise' } }),
    );
    const panel = await screen.findByRole('region', { name: 'Publish' });
    await user.click(
      await within(panel).findByLabelText(/I accept the general terms and conditions of the portal/),
    );
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(
      await within(panel).findByText('Your listings are managed by Whise: place and edit your ads there.'),
    ).toBeInTheDocument();
  });
});
