import type { AdvisorDossier, CreateDossierInput, Paging, Property } from '@app/contract';
import { ADVISOR_PROPERTY_TYPES, ADVISOR_TRANSACTION_TYPES } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { myPropertiesKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';
import { myProductsQuery } from './my-products';

// Lazy: Property Advisor's screen shows without the schemas, which its calls load (issue 49).
const listAdvisorDossiers = lazyEndpoint('listAdvisorDossiers');
const createAdvisorDossier = lazyEndpoint('createAdvisorDossier');
const getAdvisorAccessToken = lazyEndpoint('getAdvisorAccessToken');
const listMyProperties = lazyEndpoint('listMyProperties');

const dossiersKey = (userId: number) => ['products', 'advisor', 'dossiers', userId] as const;

/** POST my-products/property-advisor/dossiers: one page, newest first. */
export const dossiersQuery = (userId: number, page: number) =>
  queryOptions<{ data: AdvisorDossier[]; paging: Paging }>({
    queryKey: [...dossiersKey(userId), page] as const,
    queryFn: ({ signal }) => call(listAdvisorDossiers, { body: { page, pageSize: 10 } }, { signal }),
  });

export const useDossiers = (userId: number, page: number) =>
  useQuery({ ...dossiersQuery(userId, page), placeholderData: keepPreviousData });

/** POST my-products/dossier: the list and the credits left change. */
export function useCreateDossier(userId: number) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ['products', 'advisor', 'create'],
    mutationFn: (body: CreateDossierInput) =>
      call(createAdvisorDossier, { body }, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: async () => {
      submission.succeeded();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dossiersKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myProductsQuery(userId).queryKey }),
      ]);
    },
  });
}

/** GET …/access-token/{id}: asked when the user opens the dossier, never cached (it lives five minutes). */
export const fetchAdvisorAccess = (id: number) =>
  call(getAdvisorAccessToken, { params: { id } }).then(({ data }) => data);

/** The user's listings that may have a dossier (spec section 5), searched by text. */
export const useDossierListings = (userId: number, q: string) =>
  useQuery<Property[]>({
    queryKey: [...myPropertiesKey(userId), 'advisor', q] as const,
    queryFn: ({ signal }) =>
      call(
        listMyProperties,
        {
          body: {
            propertyTypes: [...ADVISOR_PROPERTY_TYPES],
            transactionTypes: [...ADVISOR_TRANSACTION_TYPES],
            ...(q ? { q } : {}),
            pageSize: 20,
          },
        },
        { signal },
      ).then(({ data }): Property[] => data),
    placeholderData: keepPreviousData,
  });
