import type { Profile } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { currentUserKey } from '../../../lib/auth/current-user';
import { agency } from '../../../test/users';
import { agencyProfile, cleanNotifications, renderSection, requestsOf, typist } from '../test-utils';
import { CompanySection } from './company-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => <CompanySection userId={userId} pro={profile.pro} />;

const replace = async (field: HTMLElement, value: string) => {
  const user = typist();
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
};

// Large forms in jsdom on a 2-core CI machine: room above the 5 s default.
describe('company details', { timeout: 15_000 }, () => {
  it.each([
    [
      'en',
      {
        company: 'Company name',
        admin: 'Administration e-mail',
        vat: 'VAT number',
        website: 'Website',
        save: 'Save',
        required: 'This field is required',
        email: 'The value is not a correct email',
        vatMessage: 'The VAT number is not valid (BE followed by 10 digits).',
        url: 'The value is not a correct url',
      },
    ],
    [
      'nl',
      {
        company: 'Bedrijfsnaam',
        admin: 'E-mailadres administratie',
        vat: 'Btw-nummer',
        website: 'Website',
        save: 'Opslaan',
        required: 'Dit veld is verplicht',
        email: 'De waarde is geen correct e-mailadres',
        vatMessage: 'Het btw-nummer is niet geldig (BE gevolgd door 10 cijfers).',
        url: 'De waarde is geen correcte url',
      },
    ],
  ] as const)(
    'validates in the browser (%s): required, e-mail, VAT, URL; nothing is sent',
    async (lang, text) => {
      const user = typist();
      const { api } = renderSection(SECTION, agency, agencyProfile, {}, lang);
      const company = await screen.findByTestId('profile-company');
      const field = (label: string) => within(company).getAllByLabelText(new RegExp(`^${label}`))[0]!;

      await replace(field(text.company), '');
      await replace(field(text.admin), 'not-an-email');
      await replace(field(text.vat), 'BE0123456789');
      await replace(within(company).getByTestId('profile-company-website'), 'www.immodemo');
      await user.click(within(company).getByRole('button', { name: text.save }));

      await waitFor(() => expect(field(text.company)).toHaveAccessibleDescription(text.required));
      expect(field(text.admin)).toHaveAccessibleDescription(text.email);
      expect(field(text.vat)).toHaveAccessibleDescription(new RegExp(text.vatMessage.replace(/[()]/g, '.')));
      expect(within(company).getByTestId('profile-company-website')).toHaveAccessibleDescription(text.url);
      expect(requestsOf(api).some((request) => request.method === 'PUT')).toBe(false);
    },
  );

  it('saves everything with one PUT, then refreshes the header after a new company name', async () => {
    const user = typist();
    const { api, queryClient } = renderSection(SECTION, agency, agencyProfile, {
      'PUT my-profile/user/pro/details': ({ body }) =>
        json(200, {
          data: { ...agencyProfile, pro: { ...agencyProfile.pro!, ...(body as object) } } satisfies Profile,
        }),
    });
    queryClient.setQueryData(currentUserKey, agency);
    const company = await screen.findByTestId('profile-company');
    await replace(within(company).getByTestId('profile-company-companyName'), 'Immo Demo Gent');
    await replace(within(company).getByTestId('profile-company-vatNumber'), 'be 0123.456.749');
    await replace(within(company).getByLabelText('Description (French)'), 'Votre agent à Gand.');
    await user.click(within(company).getByRole('button', { name: 'Add an address' }));
    const second = within(company).getByTestId('profile-company-address-1');
    await replace(within(second).getByLabelText(/^Company name/), 'Immo Demo Kortrijk');
    await replace(within(second).getByLabelText(/^Street/), 'Grote Markt');
    await replace(within(second).getByLabelText(/^Number/), '7');
    await replace(within(second).getByLabelText('Website'), 'https://kortrijk.immodemo.be');
    await user.click(within(company).getByRole('button', { name: 'Remove address 1' }));
    await user.click(within(company).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your company details have been saved.')).toBeInTheDocument();
    const put = requestsOf(api).find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/en/api/core/my-profile/user/pro/details');
    expect(put?.body).toMatchObject({
      companyName: 'Immo Demo Gent',
      adminEmail: 'admin@immodemo.be',
      supportEmail: null,
      ipiNumber: '123456',
      vatNumber: 'BE0123456749',
      description: { nl: 'Uw makelaar in Gent.', fr: 'Votre agent à Gand.', en: null },
      extraAddresses: [
        {
          companyName: 'Immo Demo Kortrijk',
          street: 'Grote Markt',
          number: '7',
          box: null,
          websiteUrl: 'https://kortrijk.immodemo.be',
        },
      ],
    });
    // The current user is stale now: the shell asks again and its header shows the new name.
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
  });

  it('shows server field messages on a nested field (an extra address)', async () => {
    const user = typist();
    renderSection(SECTION, agency, agencyProfile, {
      'PUT my-profile/user/pro/details': () =>
        json(400, {
          error: 'validation',
          messageKey: 'errors:validation',
          fields: { 'extraAddresses.0.street': 'validation:tooLong' },
        }),
    });
    const company = await screen.findByTestId('profile-company');
    await user.click(within(company).getByRole('button', { name: 'Save' }));
    const first = within(company).getByTestId('profile-company-address-0');
    await waitFor(() =>
      expect(within(first).getByLabelText(/^Street/)).toHaveAccessibleDescription(
        'Please retry with a shorter version',
      ),
    );
  });
});
