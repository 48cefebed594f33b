import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** GET /api/contact (admin): the Contact Us inbox. */
export const getContactMessages = (): Promise<ContactMessage[]> => api.get<ContactMessage[]>('/contact');

export const getContactMessagesQueryOptions = () =>
  queryOptions({ queryKey: ['contact-messages'], queryFn: getContactMessages, staleTime: 0 });

export const useContactMessages = () => useQuery(getContactMessagesQueryOptions());
