import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMyLaptopsQueryOptions, laptopApi } from '../../../entities/laptop/api/laptop-api';

/** DELETE /api/me/laptops/:laptopId, then "My laptops" is read again. */
export function useRemoveMyLaptop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: laptopApi.remove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMyLaptopsQueryOptions().queryKey }),
  });
}
