import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/render';
import { agency, privateUser } from '../../test/users';
import { agencyProfile, cleanNotifications, privateProfile, renderSections } from './test-utils';

afterEach(cleanNotifications);

const SHARED = ['profile-personal', 'profile-newsletters', 'profile-payment-methods'];
const PRO = ['profile-company', 'profile-hours', 'profile-contacts', 'profile-logo', 'profile-gallery'];

describe('ProfileSections', () => {
  it('shows a private user the personal details, newsletters and payment methods only', async () => {
    renderSections(privateUser, privateProfile);
    await screen.findByTestId('profile-sections');
    for (const id of SHARED) expect(screen.getByTestId(id)).toBeInTheDocument();
    for (const id of PRO) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal details',
      'Newsletters and subscriptions',
      'Saved payment methods',
    ]);
  });

  it('shows a professional all eight sections, each a region named by its heading', async () => {
    renderSections(agency, agencyProfile);
    await screen.findByTestId('profile-sections');
    for (const id of [...SHARED, ...PRO]) expect(screen.getByTestId(id)).toBeInTheDocument();
    // Scrolling tables are labelled regions too; the sections are the <section> ones.
    expect(screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION')).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'Opening hours' })).toHaveAttribute(
      'data-testid',
      'profile-hours',
    );
  });

  it('shows the read-only e-mail and username', async () => {
    renderSections(privateUser, privateProfile, {}, 'nl');
    const section = await screen.findByTestId('profile-personal');
    expect(within(section).getByLabelText('E-mailadres')).toHaveValue('private@example.be');
    expect(within(section).getByLabelText('E-mailadres')).toHaveAttribute('readonly');
    expect(within(section).getByLabelText('Gebruikersnaam')).toHaveValue('sofiep');
  });

  it('says so when the profile cannot be loaded, with a retry', async () => {
    renderSections(privateUser, privateProfile, {
      'GET my-profile/user/details': () => json(503, { error: 'unavailable', messageKey: 'errors:generic' }),
    });
    const alert = await screen.findByTestId('profile-error');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
