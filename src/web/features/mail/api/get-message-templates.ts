import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplateList } from '../../../../shared/schemas/messages';
import { api } from '../../../lib/api-client';

/** GET /api/admin/messages (settings:write): every e-mail the shop sends, by template name. */
export const getMessageTemplates = (): Promise<MessageTemplateList> => api.get<MessageTemplateList>('/admin/messages');

export const getMessageTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'messages'], queryFn: getMessageTemplates, staleTime: Infinity });

export const useMessageTemplates = () => useQuery(getMessageTemplatesQueryOptions());
