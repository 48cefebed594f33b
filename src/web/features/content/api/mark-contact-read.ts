import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';
import { getContactMessagesQueryOptions } from './get-contact-messages';

/** PATCH /api/contact/:id/read (admin). */
export const markContactRead = (id: string) => api.patch<ContactMessage>(`/contact/${encodeURIComponent(id)}/read`);

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getContactMessagesQueryOptions().queryKey }),
  });
}
