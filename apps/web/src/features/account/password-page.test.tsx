import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { callsOf, json, mockApi } from '../../test/render';
import { noPassword, privateUser } from '../../test/users';
import { PasswordPage } from './password-page';
import { renderScreen } from './test-utils';

let screenView: ReturnType<typeof renderScreen> | null = null;
const start = (...args: Parameters<typeof renderScreen>) => (screenView = renderScreen(...args));

afterEach(() => {
  screenView?.unmount();
  screenView = null;
  applyLanguage('nl');
});

const PATH = '/en/my-profile/password';
const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });

describe('PasswordPage', () => {
  it('shows each client-side rule with its exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi(privateUser);
    start(<PasswordPage />, PATH, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await screen.findByTestId('password-form');

    await user.click(submit());
    expect(await screen.findAllByText('Password is required.')).toHaveLength(3);

    await user.type(field(/^Current password/), 'Old-pass1');
    await user.type(field(/^New password/), 'Ab1');
    await user.click(submit());
    expect(await screen.findByText('Password requires at least 8 characters.')).toBeInTheDocument();

    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), 'abcdefgh');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Password policy is not met: at least 1 number, 1 uppercase and 1 lowercase character.',
      ),
    ).toBeInTheDocument();

    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), 'Abcdefg1');
    await user.type(field(/^Repeat the new password/), 'Abcdefg2');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    // The message is tied to its field.
    expect(field(/^Repeat the new password/)).toHaveAccessibleDescription('Passwords do not match.');

    expect(callsOf(api).some((call) => call.includes('password'))).toBe(false);
  });

  it("shows the server's field errors: wrong current password, common password", async () => {
    const user = userEvent.setup();
    let answer = 'validation:password.incorrect';
    const api = mockApi(privateUser, {
      'PUT my-profile/user/password': ({ body }) => {
        const { newPassword } = body as { newPassword: string };
        answer = newPassword === 'Password1' ? 'validation:password.common' : 'validation:password.incorrect';
        const path = answer === 'validation:password.common' ? 'newPassword' : 'currentPassword';
        return json(400, {
          error: 'validation',
          messageKey: 'validation:invalid',
          fields: { [path]: answer },
        });
      },
    });
    start(<PasswordPage />, PATH, api);
    await screen.findByTestId('password-form');

    await user.type(field(/^Current password/), 'Wrong-pass1');
    await user.type(field(/^New password/), 'Better-pass1');
    await user.type(field(/^Repeat the new password/), 'Better-pass1');
    await user.click(submit());
    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveAccessibleDescription('Your password is not correct.');

    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), 'Password1');
    await user.clear(field(/^Repeat the new password/));
    await user.type(field(/^Repeat the new password/), 'Password1');
    await user.click(submit());
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
  });

  it('shows any other failure above the form', async () => {
    const user = userEvent.setup();
    const api = mockApi(privateUser, {
      'PUT my-profile/user/password': () => json(503, {}),
    });
    start(<PasswordPage />, PATH, api);
    await screen.findByTestId('password-form');
    await user.type(field(/^Current password/), 'Old-pass1');
    await user.type(field(/^New password/), 'Better-pass1');
    await user.type(field(/^Repeat the new password/), 'Better-pass1');
    await user.click(submit());
    expect(await screen.findByTestId('password-error')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
  });

  it('changes the password: sends the three fields, empties the form, says other devices are signed out', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const api = mockApi(privateUser, {
      'PUT my-profile/user/password': ({ body }) => {
        sent = body;
        return json(200, { data: { success: true } });
      },
    });
    start(<PasswordPage />, PATH, api);
    await screen.findByTestId('password-form');

    await user.type(field(/^Current password/), 'Old-pass1');
    await user.type(field(/^New password/), 'Better-pass1');
    await user.type(field(/^Repeat the new password/), 'Better-pass1');
    await user.click(submit());

    const notice = await screen.findByTestId('password-success');
    expect(within(notice).getByText(/signed out on your other devices/)).toBeInTheDocument();
    expect(sent).toEqual({
      currentPassword: 'Old-pass1',
      newPassword: 'Better-pass1',
      newPasswordRepeat: 'Better-pass1',
    });
    await waitFor(() => expect(field(/^Current password/)).toHaveValue(''));
    expect(field(/^New password/)).toHaveValue('');
    expect(field(/^Repeat the new password/)).toHaveValue('');
  });

  it('explains instead of showing the form to a user without a password', async () => {
    start(<PasswordPage />, PATH, mockApi(noPassword));
    expect(await screen.findByTestId('password-none')).toHaveTextContent(
      'You log in with Facebook, Google or Belfius',
    );
    expect(screen.queryByTestId('password-form')).toBeNull();
  });

  it('speaks the language of the path (nl, fr)', async () => {
    const user = userEvent.setup();
    start(<PasswordPage />, '/nl/mijn-profiel/wachtwoord', mockApi(privateUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord wijzigen' })).toBeInTheDocument();
    await screen.findByTestId('password-form');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findAllByText('Wachtwoord is verplicht.')).toHaveLength(3);
    screenView?.unmount();

    start(<PasswordPage />, '/fr/mon-profil/mot-de-passe', mockApi(privateUser));
    expect(await screen.findByLabelText(/^Mot de passe actuel/, { selector: 'input' })).toBeInTheDocument();
  });
});
