import type { CurrentUser } from '@app/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';
import { webauthn } from './webauthn';

const optionsEndpoint = lazyEndpoint('startPasskeySignIn');
const signInEndpoint = lazyEndpoint('signInWithPasskey');

export interface PasskeySignIn {
  /** Through the e-mail field's autofill rather than the browser's dialog. */
  autofill: boolean;
  /** The user chose a passkey: from here on the server decides, and a second attempt would race it. */
  onChosen?: () => void;
}

/**
 * Signs in with a passkey: POST auth/passkey/options, the browser's ceremony (its dialog, or the
 * e-mail field's autofill), then POST auth/passkey. Answers the signed-in user.
 */
export async function signInWithPasskey({ autofill, onChosen }: PasskeySignIn): Promise<CurrentUser> {
  const { challengeId, options } = (await call(optionsEndpoint, {})).data;
  const credential = await webauthn.get(
    options as unknown as PublicKeyCredentialRequestOptionsJSON,
    autofill,
  );
  onChosen?.();
  const body = {
    challengeId,
    credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } },
  };
  return (await call(signInEndpoint, { body })).data;
}

export const usePasskeySignIn = () =>
  useMutation({
    mutationKey: ['auth', 'passkey'],
    mutationFn: signInWithPasskey,
  });
