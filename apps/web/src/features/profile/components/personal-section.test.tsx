import type { Profile } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { privateUser } from '../../../test/users';
import { cleanNotifications, privateProfile, renderSection, requestsOf, typist } from '../test-utils';
import { PersonalSection } from './personal-section';
import { usedLocalityField } from '../../../test/locality-field';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => <PersonalSection userId={userId} profile={profile} />;

const section = () => screen.findByTestId('profile-personal');

// Large forms in jsdom on a 2-core CI machine: room above the 5 s default.
describe('personal details', { timeout: 15_000 }, () => {
  it('saves with PUT my-profile/user (empty fields as null) and says so', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, privateUser, privateProfile, {
      'PUT my-profile/user': ({ body }) =>
        json(200, { data: { ...privateProfile, user: body as typeof privateProfile.user } }),
    });
    const personal = await section();

    await user.clear(within(personal).getByLabelText('First name'));
    await user.type(within(personal).getByLabelText('First name'), 'Sophie');
    await user.selectOptions(within(personal).getByLabelText('Language'), 'fr');
    await user.click(within(personal).getByLabelText('Phone'));
    await user.paste('09 234 56 78');
    await user.type(within(personal).getByLabelText('Box'), ' ');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your personal details have been saved.')).toBeInTheDocument();
    const put = requestsOf(api).find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/en/api/core/my-profile/user');
    expect(put?.body).toEqual({
      firstName: 'Sophie',
      lastName: 'Peeters',
      language: 'fr',
      phone: '09 234 56 78',
      mobile: '0470 12 34 56',
      address: { street: 'Veldstraat', number: '12', box: null, postcode: '9000', city: 'Gent' },
    });
  });

  it("shows the server's field messages under the fields", async () => {
    const user = typist();
    renderSection(SECTION, privateUser, privateProfile, {
      'PUT my-profile/user': () =>
        json(400, {
          error: 'validation',
          messageKey: 'errors:validation',
          fields: { 'address.postcode': 'validation:number', firstName: 'validation:tooLong' },
        }),
    });
    const personal = await section();
    await user.click(within(personal).getByRole('button', { name: 'Save' }));

    const postcode = within(personal).getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(/Number not valid/));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(within(personal).getByLabelText('First name')).toHaveAccessibleDescription(
      'Please retry with a shorter version',
    );
    expect(
      screen.getByText('Some fields need your attention. Check the messages under the fields.'),
    ).toBeInTheDocument();
  });

  it('validates in the browser with the contract, in the language of the screen, and sends nothing', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, privateUser, privateProfile, {}, 'fr');
    const personal = await section();
    await user.clear(within(personal).getByLabelText('Code postal'));
    await user.type(within(personal).getByLabelText('Code postal'), '90');
    await user.type(within(personal).getByLabelText('Téléphone'), '12');
    await user.click(within(personal).getByLabelText('Prénom'));
    await user.paste('x'.repeat(101));
    await user.click(within(personal).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(personal).findByText('Nombre non valide')).toBeInTheDocument();
    // A phone number says what it takes, not only that it is wrong.
    expect(within(personal).getByLabelText('Téléphone')).toHaveAccessibleDescription(
      'Numéro de téléphone non valide : utilisez 8 à 15 chiffres, par exemple +32 9 223 45 67.',
    );
    expect(within(personal).getByLabelText('Prénom')).toHaveAccessibleDescription(
      'Veuillez réessayer avec une version plus courte',
    );
    expect(requestsOf(api).some((request) => request.method === 'PUT')).toBe(false);
  });

  it('suggests localities for a postcode or a name; picking one fills both fields', async () => {
    const user = typist();
    // The double sees no query string: it answers Bruges first, then nothing.
    let found = [
      { id: 1, zip: '8000', name: 'Brugge', localName: 'Brugge', lat: 51.2, lng: 3.2 },
      { id: 2, zip: '8200', name: 'Sint-Andries', localName: 'Sint-Andries', lat: 51.19, lng: 3.17 },
    ];
    const { api } = renderSection(
      SECTION,
      privateUser,
      privateProfile,
      {
        'GET profile/cities': () =>
          json(200, { data: found, paging: { page: 1, pageSize: 10, total: found.length, totalPages: 1 } }),
      },
      'nl',
    );
    const personal = await section();
    const city = await usedLocalityField(user, () => within(personal).getByLabelText('Gemeente'));
    await user.clear(city);
    await user.type(city, 'Brug');

    const option = await screen.findByRole('option', { name: '8000 Brugge' });
    const searches = requestsOf(api)
      .map((request) => request.url)
      .filter((url) => url.includes('profile/cities'));
    // Only what was typed is searched (not the saved address), once the typing pauses.
    expect(searches).toEqual(['/nl/api/core/profile/cities?q=Brug&pageSize=10']);
    await user.click(option);
    expect(city).toHaveValue('Brugge');
    expect(within(personal).getByLabelText('Postcode')).toHaveValue('8000');

    found = [];
    await user.clear(city);
    await user.type(city, 'Xyz');
    expect(await screen.findByText('Niets gevonden...')).toBeInTheDocument();
  });
});
