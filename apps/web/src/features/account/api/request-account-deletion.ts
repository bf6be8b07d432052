import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const requestAccountDeletionEndpoint = lazyEndpoint('requestAccountDeletion');

/** DELETE my-profile/user: starts the deletion; the e-mail's link completes it. */
export const requestAccountDeletion = () => call(requestAccountDeletionEndpoint, { body: { confirm: true } });

export const useRequestAccountDeletion = () =>
  useMutation({ mutationKey: ['account', 'request-deletion'], mutationFn: requestAccountDeletion });
