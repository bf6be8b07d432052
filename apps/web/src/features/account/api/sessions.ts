import type { UserSession } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listEndpoint = lazyEndpoint('listMySessions');
const endEndpoint = lazyEndpoint('endMySession');
const endOthersEndpoint = lazyEndpoint('endMyOtherSessions');

export const sessionsKey = (userId: number) => ['account', 'sessions', userId] as const;

/** GET my-profile/sessions: where the user is signed in, this browser first. */
export const sessionsQuery = (userId: number) =>
  queryOptions<UserSession[]>({
    queryKey: sessionsKey(userId),
    queryFn: async ({ signal }) => (await call(listEndpoint, {}, { signal })).data,
    staleTime: 0,
  });

export const useSessions = (userId: number) => useQuery(sessionsQuery(userId));

/** DELETE my-profile/sessions/:id, or POST my-profile/sessions/end-others: both answer the sessions left. */
export function useEndSessions(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'end-sessions'],
    mutationFn: async (which: { id: string } | 'others') =>
      which === 'others' ? call(endOthersEndpoint, {}) : call(endEndpoint, { params: { id: which.id } }),
    onSuccess: (result) => queryClient.setQueryData(sessionsKey(userId), result.data),
  });
}
