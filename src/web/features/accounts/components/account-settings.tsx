import type { ReactNode } from 'react';
import type { AuthUser } from '../../../lib/auth';
import { AccountEmailForm } from './account-email-form';
import { AccountNameForm } from './account-name-form';
import { AccountPasswordForm } from './account-password-form';
import { PasskeySettings } from './passkey-settings';
import { TWO_FACTOR_ANCHOR, TwoFactorSettings } from './two-factor-settings';

interface PartProps {
  id: string;
  title: string;
  about: ReactNode;
  children: ReactNode;
  /** The section's own id, for a link to it (`#two-factor`). */
  anchor?: string;
}

/** One setting: its title and what it is for beside its form (above it on a phone). */
function Part({ id, title, about, children, anchor }: PartProps) {
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid scroll-mt-24 grid-cols-1 gap-x-6 gap-y-2 py-5 first:pt-0 last:pb-0 md:grid-cols-[12rem_minmax(0,1fr)]"
    >
      <div>
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-base-content/70 text-sm">{about}</p>
      </div>
      <div className="max-w-md min-w-0">{children}</div>
    </section>
  );
}

/**
 * My Profile's sign-in details: the name, the e-mail address and the password, each saved on its
 * own; two-factor sign-in and passkeys.
 */
export function AccountSettings({ user }: { user: AuthUser }) {
  return (
    <section aria-labelledby="account-settings-title" className="card card-border bg-base-100" data-testid="account-settings">
      <div className="card-body">
        <h2 id="account-settings-title" className="card-title mb-2">
          Sign-in details
        </h2>
        <div className="divide-base-300 divide-y">
          <Part id="account-name-title" title="Name" about="How your orders and our e-mails greet you.">
            <AccountNameForm name={user.name} />
          </Part>
          <Part
            id="account-email-title"
            title="E-mail address"
            about={
              <>
                Now <span className="text-base-content break-all">{user.email}</span>. You log in with it, and your order e-mails go there.
              </>
            }
          >
            <AccountEmailForm email={user.email} verified={user.emailVerified} />
          </Part>
          <Part id="account-password-title" title="Password" about="Used to log in with your e-mail address.">
            <AccountPasswordForm email={user.email} />
          </Part>
          <Part
            id="account-two-factor-title"
            anchor={TWO_FACTOR_ANCHOR}
            title="Two-factor sign-in"
            about="After your password, a code from an app on your phone: a stolen password alone does not sign in."
          >
            <TwoFactorSettings email={user.email} />
          </Part>
          <Part
            id="account-passkeys-title"
            title="Passkeys"
            about="Sign in with your fingerprint, face or screen lock instead of your e-mail and password."
          >
            <PasskeySettings />
          </Part>
        </div>
      </div>
    </section>
  );
}
