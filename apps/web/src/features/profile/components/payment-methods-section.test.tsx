import type { Profile } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { privateUser } from '../../../test/users';
import { cleanNotifications, privateProfile, renderSection, requestsOf, typist } from '../test-utils';
import { isExpired, PaymentMethodsSection } from './payment-methods-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <PaymentMethodsSection userId={userId} methods={profile.paymentMethods} />
);
const deletes = (api: Parameters<typeof requestsOf>[0]) =>
  requestsOf(api).filter((request) => request.method === 'DELETE');

describe('saved payment methods', () => {
  it('lists brand, last four digits and expiry, and marks an expired card', async () => {
    renderSection(SECTION, privateUser, privateProfile);
    const visa = await screen.findByTestId('profile-payment-method-3');
    expect(visa).toHaveTextContent('Visa');
    expect(visa).toHaveTextContent('•••• 4242');
    expect(visa).toHaveTextContent('Expires 04/2099');
    expect(within(visa).queryByText('Expired')).toBeNull();
    const mastercard = screen.getByTestId('profile-payment-method-4');
    expect(mastercard).toHaveTextContent('Expires 01/2020');
    expect(within(mastercard).getByText('Expired')).toBeInTheDocument();
  });

  it('asks for confirmation and calls DELETE only after "Delete"', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, privateUser, privateProfile, {
      'DELETE my-profile/payment-method/3': () => json(200, { data: [privateProfile.paymentMethods[1]] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment method?' });
    expect(dialog).toHaveTextContent('Visa ending in 4242 will no longer be offered when you pay.');
    expect(deletes(api)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Visa ending in 4242 has been deleted.')).toBeInTheDocument();
    expect(deletes(api).map((request) => request.url)).toEqual(['/en/api/core/my-profile/payment-method/3']);
    await waitFor(() => expect(screen.queryByTestId('profile-payment-method-3')).toBeNull());
    expect(screen.getByTestId('profile-payment-method-4')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    renderSection(SECTION, privateUser, { ...privateProfile, paymentMethods: [] }, {}, 'fr');
    expect(await screen.findByTestId('profile-payment-methods-empty')).toHaveTextContent(
      'Vous n’avez aucun moyen de paiement enregistré.',
    );
  });

  it('counts a card as valid through its expiry month', () => {
    const june2026 = new Date(2026, 5, 15);
    expect(isExpired({ expMonth: 6, expYear: 2026 }, june2026)).toBe(false);
    expect(isExpired({ expMonth: 5, expYear: 2026 }, june2026)).toBe(true);
    expect(isExpired({ expMonth: 12, expYear: 2025 }, june2026)).toBe(true);
    expect(isExpired({ expMonth: 1, expYear: 2027 }, june2026)).toBe(false);
  });
});
