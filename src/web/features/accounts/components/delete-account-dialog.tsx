import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FRESH_SIGN_IN_MINUTES, type ReviewChoice } from '../../../../shared/constants';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useHasPassword } from '../api/get-sign-in-methods';
import { ReviewsChoice } from './reviews-choice';

/** What deleting the account does, in the dialog that asks. */
function WhatHappens() {
  return (
    <ul className="text-base-content/80 mt-3 list-disc space-y-1 pl-5 text-sm">
      <li>You are signed out on every device, and nobody can sign in to this account again.</li>
      <li>Your orders and invoices are kept, as tax law requires, but your name, e-mail, phone and addresses on them are removed.</li>
      <li>Your addresses, saved laptops, cart, restock alerts, profile and messages to the shop are deleted.</li>
    </ul>
  );
}

/**
 * "Delete my account": what happens, what becomes of the reviews, and the password (an account made
 * with Google has none: it must have signed in within the last minutes). Deleted, the browser signs
 * out and lands on the home page, which says so.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { hasPassword } = useHasPassword();
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<ReviewChoice>('anonymise');
  const close = () => {
    setPassword('');
    onClose();
  };

  const onConfirm = async () => {
    if (hasPassword !== false && !password) throw new Error('Enter your password to delete your account.');
    await remove.mutateAsync({ password: hasPassword === false ? undefined : password, reviews });
    // Home first: signed out on this page, its sign-in guard would send the browser to /login. (The
    // home page may ask for the cart once more with the ended session: a 401 nobody sees.)
    await navigate(paths.home.getHref(), { replace: true });
    await signOut();
    toast.success('Your account is deleted. Thank you for shopping with PartsHub.');
  };

  return (
    <ConfirmDialog
      title={open ? 'Delete your account?' : null}
      body="This cannot be undone."
      confirmLabel="Delete my account"
      onConfirm={onConfirm}
      onClose={close}
    >
      <WhatHappens />
      <div className="mt-3">
        <ReviewsChoice value={reviews} onChange={setReviews} whose="Your" />
        {hasPassword === false ? (
          <p className="text-base-content/80 mt-2 text-sm" data-testid="delete-google-note">
            Your account signs in with Google. To delete it, you must have signed in within the last {FRESH_SIGN_IN_MINUTES} minutes: if it
            says so, log out, continue with Google again, and come back here.
          </p>
        ) : (
          <FormField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </div>
    </ConfirmDialog>
  );
}
