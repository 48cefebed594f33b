import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { MyLaptops } from '../../../features/laptops/components/my-laptops';
import { useProfiles } from '../../../features/accounts/api/get-profiles';
import { AccountSettings } from '../../../features/accounts/components/account-settings';
import { ProfileCard } from '../../../features/accounts/components/profile-card';
import { ProfileForm } from '../../../features/accounts/components/profile-form';
import { MySessions } from '../../../features/accounts/components/my-sessions';
import { useAuth } from '../../../lib/auth';

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
        <div aria-busy="true" aria-label="Loading your profile" className="flex flex-col gap-6">
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
      <section aria-labelledby="address-book-title" className="mt-8">
        <h2 id="address-book-title" className="text-xl font-bold">
          Address book
        </h2>
        <p className="text-base-content/70 mb-4 text-sm">Where we send your orders. The default address is chosen first at checkout.</p>
        <AddressBook />
      </section>
      <section aria-labelledby="my-laptops-title" className="mt-8">
        <h2 id="my-laptops-title" className="text-xl font-bold">
          My laptops
        </h2>
        <p className="text-base-content/70 mb-4 text-sm">The laptops you chose: select one and every part says whether it fits.</p>
        <MyLaptops />
      </section>
      <section aria-labelledby="my-sessions-title" className="mt-8">
        <h2 id="my-sessions-title" className="text-xl font-bold">
          Where you are signed in
        </h2>
        <p className="text-base-content/70 mb-4 text-sm">
          Every browser signed in to your account. Sign out any you do not recognise, and change your password.
        </p>
        <MySessions />
      </section>
    </section>
  );
}
