import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** DELETE my-profile/user: starts the deletion; the e-mail's link completes it. */
export const requestAccountDeletion = () =>
  call(endpoints.requestAccountDeletion, { body: { confirm: true } });

export const useRequestAccountDeletion = () =>
  useMutation({ mutationKey: ['account', 'request-deletion'], mutationFn: requestAccountDeletion });
