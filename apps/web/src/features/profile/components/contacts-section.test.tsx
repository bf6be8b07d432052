import type { Profile } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { agency } from '../../../test/users';
import { agencyProfile, cleanNotifications, renderSection, requestsOf, typist } from '../test-utils';
import { ContactsSection } from './contacts-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <ContactsSection userId={userId} contacts={profile.pro!.extraContacts} />
);
const writes = (api: Parameters<typeof requestsOf>[0]) =>
  requestsOf(api)
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));

describe('extra contacts', { timeout: 15_000 }, () => {
  it('adds a contact through the form (POST), after the browser checked it', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'POST my-profile/user/pro/contact': ({ body }) => json(200, { data: { id: 22, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'tom@');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('The value is not a correct email')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^First name/), 'Tom');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Wouters');
    await user.type(within(dialog).getByLabelText(/^E-mail address/), 'immodemo.be');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The contact has been added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        url: '/en/api/core/my-profile/user/pro/contact',
        body: {
          firstName: 'Tom',
          lastName: 'Wouters',
          jobTitle: null,
          email: 'tom@immodemo.be',
          phone: null,
          mobile: null,
        },
      },
    ]);
    expect(screen.getByTestId('profile-contact-row-22')).toHaveTextContent('Tom Wouters');
  });

  it('edits a contact with PUT', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'PUT my-profile/user/pro/contact/21': ({ body }) =>
        json(200, { data: { id: 21, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Lotte Janssens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const job = within(dialog).getByLabelText('Job title');
    expect(job).toHaveValue('Makelaar');
    await user.clear(job);
    await user.type(job, 'Zaakvoerder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The contact has been saved.')).toBeInTheDocument();
    expect(writes(api)[0]).toMatchObject({
      method: 'PUT',
      url: '/en/api/core/my-profile/user/pro/contact/21',
      body: { firstName: 'Lotte', jobTitle: 'Zaakvoerder', mobile: '0475 11 22 33' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('profile-contact-row-21')).toHaveTextContent('Zaakvoerder'),
    );
  });

  it('deletes a contact after confirmation; a 404 (not yours) is reported', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'DELETE my-profile/user/pro/contact/21': () =>
        json(404, { error: 'notFound', messageKey: 'errors:notFound' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Lotte Janssens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    expect(writes(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This item does not exist.')).toBeInTheDocument();
    expect(writes(api).map((request) => request.method)).toEqual(['DELETE']);
  });
});
