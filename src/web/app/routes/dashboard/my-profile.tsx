import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { StoreCreditCard } from '../../../features/gift-cards/components/store-credit-card';
import { MyLaptops } from '../../../features/laptops/components/my-laptops';
import { useProfiles } from '../../../features/accounts/api/get-profiles';
import { AccountSettings } from '../../../features/accounts/components/account-settings';
import { ProfileCard } from '../../../features/accounts/components/profile-card';
import { ProfileForm } from '../../../features/accounts/components/profile-form';
import { MySessions } from '../../../features/accounts/components/my-sessions';
import { YourData } from '../../../features/accounts/components/your-data';
import { useAuth } from '../../../lib/auth';

/** One of My Profile's sections below the sign-in details: its heading, what it is for, its content. */
function Part({ id, title, about, children }: { id: string; title: string; about: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-base-content/70 mb-4 text-sm">{about}</p>
      {children}
    </section>
  );
}

export default function MyProfilePage() {
  const { user } = useAuth();
  const profiles = useProfiles();
  const latest = profiles.data?.[0];
  return (
    <section aria-labelledby="my-profile-title" className="max-w-3xl">
      <h1 id="my-profile-title" className="text-2xl font-bold">
        My Profile
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">Your account and the details you share with the shop.</p>
      {profiles.isPending && (
        <div role="status" aria-busy="true" aria-label="Loading your profile" className="flex flex-col gap-6">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {profiles.isError && <ErrorState message={profiles.error.message} onRetry={() => void profiles.refetch()} />}
      {profiles.isSuccess && user && (
        <div className="flex flex-col gap-6">
          <ProfileCard account={user} profile={latest} />
          <div className="card card-border bg-base-100">
            <div className="card-body">
              <h2 className="card-title">{latest ? 'Update your profile' : 'Complete your profile'}</h2>
              <ProfileForm key={latest?._id ?? 'new'} latest={latest} />
            </div>
          </div>
          <AccountSettings user={user} />
        </div>
      )}
      <Part id="store-credit-title" title="Store credit" about="Money the shop gave back as credit: it pays toward your next orders.">
        <StoreCreditCard />
      </Part>
      <Part
        id="address-book-title"
        title="Address book"
        about="Where we send your orders. The default address is chosen first at checkout."
      >
        <AddressBook />
      </Part>
      <Part id="my-laptops-title" title="My laptops" about="The laptops you chose: select one and every part says whether it fits.">
        <MyLaptops />
      </Part>
      <Part
        id="my-sessions-title"
        title="Where you are signed in"
        about="Every browser signed in to your account. Sign out any you do not recognise, and change your password."
      >
        <MySessions />
      </Part>
      <Part id="your-data-title" title="Your data" about="What the shop keeps about you: take a copy, or delete your account.">
        <YourData />
      </Part>
    </section>
  );
}
