import type { Profile } from '@app/contract';
import { LOGO_MAX_BYTES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { agency } from '../../../test/users';
import { agencyProfile, cleanNotifications, renderSection, requestsOf } from '../test-utils';
import { LogoSection } from './logo-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <LogoSection userId={userId} logos={profile.pro!.logos} />
);
// The browser's own `accept` filter is off: the check under test is the app's.
const setup = () => userEvent.setup({ delay: null, applyAccept: false });
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const uploads = (api: Parameters<typeof requestsOf>[0]) =>
  requestsOf(api).filter((request) => request.method === 'POST');

describe('logo', () => {
  it('says a logo change can take up to 24 hours, and shows the current logo', async () => {
    renderSection(SECTION, agency, agencyProfile, {}, 'nl');
    expect(await screen.findByTestId('profile-logo-delay')).toHaveTextContent(
      'Het kan tot 24 uur duren voor een nieuw logo op het portaal verschijnt.',
    );
    expect(screen.getByRole('img', { name: 'Huidig logo voor alle talen' })).toHaveAttribute(
      'src',
      '/nl/api/core/my-profile/user/pro/logo/all',
    );
  });

  it('refuses a file that is too large or not an image before any upload', async () => {
    const user = setup();
    const { api } = renderSection(SECTION, agency, agencyProfile);
    const card = await screen.findByTestId('profile-logo-all');
    const input = within(card).getByTestId('profile-logo-all-input-file');

    await user.upload(input, file('big.png', 'image/png', LOGO_MAX_BYTES + 1));
    expect(await within(card).findByText('The file is too large.')).toBeInTheDocument();
    await user.upload(input, file('logo.pdf', 'application/pdf', 1000));
    expect(await within(card).findByText('This file type is not supported.')).toBeInTheDocument();
    expect(uploads(api)).toEqual([]);
  });

  it('uploads per language as multipart (target, then file) and shows the server refusal', async () => {
    const user = setup();
    let answer = () =>
      json(415, { error: 'unsupportedMediaType', messageKey: 'errors:unsupportedMediaType' });
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'POST my-profile/user/pro/logo': () => answer(),
    });
    await user.click(await screen.findByRole('radio', { name: 'A logo per language' }));
    const french = screen.getByTestId('profile-logo-fr');
    const input = within(french).getByTestId('profile-logo-fr-input-file');

    // Named .png, but the server reads the bytes: 415.
    await user.upload(input, file('fake.png', 'image/png', 2000));
    expect(await within(french).findByText('This file type is not supported.')).toBeInTheDocument();

    answer = () =>
      json(200, {
        data: { ...agencyProfile.pro!.logos, fr: '/nl/api/core/my-profile/user/pro/logo/fr' },
      });
    await user.upload(input, file('logo.webp', 'image/webp', 2000));
    expect(
      await screen.findByText(/Your logo has been saved\. It can take up to 24 hours/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(french).getByRole('img')).toHaveAttribute(
        'src',
        '/nl/api/core/my-profile/user/pro/logo/fr',
      ),
    );

    const [, last] = uploads(api);
    const form = last!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['target', 'file']);
    expect(form.get('target')).toBe('fr');
    expect((form.get('file') as File).name).toBe('logo.webp');
    expect(last!.headers['content-type']).toBeUndefined();
  });

  it('deletes a logo after confirmation', async () => {
    const user = setup();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'DELETE my-profile/user/pro/logo/all': () =>
        json(200, { data: { all: null, nl: null, fr: null, en: null } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the logo for all languages' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The logo has been deleted.')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-logo-all-none')).toHaveTextContent('No logo yet.');
    expect(requestsOf(api).filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
