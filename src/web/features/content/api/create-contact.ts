import { useMutation } from '@tanstack/react-query';
import type { ContactCreateInput, ContactMessage } from '../../../../shared/schemas/content';
import { api } from '../../../lib/api-client';

/** POST /api/contact: a Contact Us message (rate-limited by the server). */
export const createContact = (input: ContactCreateInput): Promise<ContactMessage> => api.post<ContactMessage>('/contact', input);

export const useCreateContact = () => useMutation({ mutationFn: createContact });
