import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagePreview } from '../../../../shared/schemas/messages';
import { api } from '../../../lib/api-client';

/** GET /api/admin/messages/:name/preview: the message with sample content, HTML and plain text. */
export const getMessagePreview = (name: string): Promise<MessagePreview> =>
  api.get<MessagePreview>(`/admin/messages/${encodeURIComponent(name)}/preview`);

export const getMessagePreviewQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['admin', 'messages', name], queryFn: () => getMessagePreview(name), staleTime: Infinity });

export const useMessagePreview = (name: string | undefined) =>
  useQuery({ ...getMessagePreviewQueryOptions(name ?? ''), enabled: Boolean(name) });
