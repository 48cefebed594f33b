import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '../../../../shared/schemas/product';
import { api } from '../../../lib/api-client';

/** POST /api/uploads (admin): stores a JPEG, PNG or WebP (5 MB at most) and answers its 800 and 400 px paths. */
export function uploadProductImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<UploadResult>('/uploads', form);
}

/** Nothing to refresh: the image belongs to a product only once the product form is saved. */
export const useUploadProductImage = () => useMutation({ mutationFn: uploadProductImage });
