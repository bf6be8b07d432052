import type { Passkey } from '@app/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webauthn } from '../../../lib/auth/webauthn';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listEndpoint = lazyEndpoint('listMyPasskeys');
const optionsEndpoint = lazyEndpoint('startPasskeyRegistration');
const addEndpoint = lazyEndpoint('addPasskey');
const renameEndpoint = lazyEndpoint('renamePasskey');
const removeEndpoint = lazyEndpoint('removePasskey');

export const passkeysKey = (userId: number) => ['account', 'passkeys', userId] as const;

/** GET my-profile/passkeys: the newest first. */
export const passkeysQuery = (userId: number) =>
  queryOptions<Passkey[]>({
    queryKey: passkeysKey(userId),
    queryFn: async ({ signal }) => (await call(listEndpoint, {}, { signal })).data,
    staleTime: 0,
  });

export const usePasskeys = (userId: number) => useQuery(passkeysQuery(userId));

/** The creation options, the browser's ceremony (its dialog), then POST my-profile/passkeys. */
async function addPasskey(name: string): Promise<Passkey[]> {
  const { options } = (await call(optionsEndpoint, {})).data;
  const credential = await webauthn.create(options as unknown as PublicKeyCredentialCreationOptionsJSON);
  const body = {
    name,
    credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } },
  };
  return (await call(addEndpoint, { body })).data;
}

/** Adding, renaming or removing a passkey: each answers the passkeys now. */
export function usePasskeyChanges(userId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (passkeys: Passkey[]) => queryClient.setQueryData(passkeysKey(userId), passkeys);
  return {
    add: useMutation({ mutationKey: ['account', 'add-passkey'], mutationFn: addPasskey, onSuccess }),
    rename: useMutation({
      mutationKey: ['account', 'rename-passkey'],
      mutationFn: async ({ id, name }: { id: number; name: string }) =>
        (await call(renameEndpoint, { params: { id }, body: { name } })).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationKey: ['account', 'remove-passkey'],
      mutationFn: async (id: number) => (await call(removeEndpoint, { params: { id } })).data,
      onSuccess,
    }),
  };
}
