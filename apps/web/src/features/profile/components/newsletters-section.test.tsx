import type { Profile } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { agency, privateUser } from '../../../test/users';
import {
  agencyProfile,
  cleanNotifications,
  privateProfile,
  renderSection,
  requestsOf,
  typist,
} from '../test-utils';
import { NewslettersSection } from './newsletters-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <NewslettersSection userId={userId} newsletters={profile.newsletters} />
);

describe('newsletters', () => {
  it('shows one switch per newsletter, named in the language of the screen', async () => {
    renderSection(SECTION, privateUser, privateProfile, {}, 'nl');
    expect(await screen.findByRole('switch', { name: 'Nieuws van het portaal' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Tips om te kopen, verkopen en huren' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });

  it('saves a change at once with POST my-newsletters/{id}', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'POST my-newsletters/4': ({ body }) =>
        json(200, {
          data: [
            { id: 1, code: 'portalNews', subscribed: false },
            { id: 4, code: 'proNews', ...(body as { subscribed: boolean }) },
          ],
        }),
    });
    const pro = await screen.findByRole('switch', { name: 'News for professionals' });
    await user.click(pro);
    expect(await screen.findByText('You are unsubscribed.')).toBeInTheDocument();
    const post = requestsOf(api).find((request) => request.method === 'POST');
    expect(post).toMatchObject({ url: '/en/api/core/my-newsletters/4', body: { subscribed: false } });
    expect(pro).not.toBeChecked();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    const user = typist();
    renderSection(SECTION, privateUser, privateProfile, {
      'POST my-newsletters/2': () => json(503, { error: 'unavailable', messageKey: 'errors:generic' }),
    });
    const tips = await screen.findByRole('switch', { name: 'Tips for buying, selling and renting' });
    await user.click(tips);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(tips).not.toBeChecked());
  });
});
