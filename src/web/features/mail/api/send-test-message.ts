import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/messages/:name/test: the sample sent to the signed-in member of staff (202). */
export const sendTestMessage = (name: string): Promise<{ message: string }> =>
  api.post<{ message: string }>(`/admin/messages/${encodeURIComponent(name)}/test`);

export const useSendTestMessage = () => useMutation({ mutationFn: sendTestMessage });
