import type { Profile } from '../../../../shared/schemas/profile';
import { EmailStatus } from './email-status';

interface Props {
  account: { name: string; email: string; image?: string | null; emailVerified: boolean };
  profile?: Profile;
}

function Row({ term, value }: { term: string; value?: string }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[8rem_1fr]">
      <dt className="text-base-content/70 text-sm">{term}</dt>
      <dd className="break-words">{value || <span className="text-base-content/70 italic">Not given yet</span>}</dd>
    </div>
  );
}

/** The account and the latest saved profile. */
export function ProfileCard({ account, profile }: Props) {
  const picture = profile?.img || account.image;
  const initial = (account.name || account.email).trim()[0]?.toUpperCase() ?? '?';
  return (
    <section className="card card-border bg-base-100" aria-labelledby="profile-name" data-testid="profile-card">
      <div className="card-body">
        <div className="flex items-center gap-4">
          {picture ? (
            <img
              src={picture}
              alt={`${account.name}'s profile`}
              width={72}
              height={72}
              className="h-18 w-18 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="bg-primary text-primary-content flex h-18 w-18 shrink-0 items-center justify-center rounded-full text-3xl font-bold"
            >
              {initial}
            </span>
          )}
          <div className="min-w-0">
            <h2 id="profile-name" className="text-xl font-bold break-words">
              {account.name}
            </h2>
            <p className="text-base-content/70 break-all">{account.email}</p>
            <div className="mt-1">
              <EmailStatus email={account.email} verified={account.emailVerified} />
            </div>
          </div>
        </div>
        <dl className="divide-base-300 mt-2 divide-y">
          <Row term="Education" value={profile?.Name} />
          <Row term="Phone" value={profile?.Phone} />
          <Row term="About" value={profile?.dec} />
        </dl>
      </div>
    </section>
  );
}
