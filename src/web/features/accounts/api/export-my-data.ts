import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/me/export: everything the shop holds about the caller, saved as the JSON file the server
 * names (`partshub-data-<date>.json`). Fetched with the bearer token, so it is read as a Blob and
 * handed to the browser's download through an object URL. Answers the file's name.
 */
export async function exportMyData(): Promise<string> {
  const res = await api.raw('/me/export');
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'partshub-data.json';
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once click() returns; the URL can go on the next turn.
  window.setTimeout(() => URL.revokeObjectURL(url));
  return filename;
}

export const useExportMyData = () => useMutation({ mutationFn: exportMyData });
