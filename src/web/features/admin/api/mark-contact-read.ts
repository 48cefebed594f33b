import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageSchema } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';
import { getContactMessagesQueryOptions } from './get-contact-messages';

/** PATCH /api/contact/:id/read (admin). */
export const markContactRead = (id: string) => api.patch(`/contact/${encodeURIComponent(id)}/read`, contactMessageSchema);

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getContactMessagesQueryOptions().queryKey }),
  });
}
