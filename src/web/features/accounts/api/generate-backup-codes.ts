import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/generate-backup-codes: with the password, ten new codes; the old ones stop working. */
export const generateBackupCodes = (password: string) =>
  api.post<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', { password });

export const useGenerateBackupCodes = () => useMutation({ mutationFn: generateBackupCodes });
