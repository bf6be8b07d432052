import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProfile } from './profile';

const deletePaymentMethodEndpoint = lazyEndpoint('deletePaymentMethod');

/** DELETE my-profile/payment-method/{id}: answers the saved payment methods that remain. */
export const deletePaymentMethod = (id: number) => call(deletePaymentMethodEndpoint, { params: { id } });

export function useDeletePaymentMethod(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-payment-method'],
    mutationFn: deletePaymentMethod,
    onSuccess: (result) => {
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, paymentMethods: result.data }));
    },
  });
}
