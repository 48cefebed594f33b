import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mergeGuestCart } from '../entities/cart/model/merge-guest-cart';
import { syncSelectedLaptop } from '../entities/laptop/model/save-laptop';
import { AuthProvider } from '../lib/auth';

/** After any sign-in: a guest's cart joins the account's, and the laptop chosen as a guest joins "My laptops". */
const joinGuestToAccount = () => Promise.all([mergeGuestCart(), syncSelectedLaptop()]);

/** What every page runs inside, in the browser and when the server renders it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedIn={joinGuestToAccount}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
