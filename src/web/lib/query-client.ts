import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The browser's and the server renderer's query settings alike. */
export const queryClientOptions: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
};

export const queryClient = new QueryClient(queryClientOptions);
