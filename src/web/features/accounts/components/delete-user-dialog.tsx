import { useState } from 'react';
import type { ReviewChoice } from '../../../../shared/constants';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { ReviewsChoice } from './reviews-choice';

/**
 * All User's "Delete account" (users:write), on the customer's request: their orders and invoices
 * are kept under a pseudonym, the rest deleted, their reviews kept anonymised or deleted as they chose.
 */
export function DeleteUserDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const [reviews, setReviews] = useState<ReviewChoice>('anonymise');
  const onConfirm = async () => {
    if (email === null) return;
    const done = await remove.mutateAsync({ email, reviews });
    toast.success(`The account of ${email} was deleted. Its orders are kept as ${done.pseudonym}.`);
  };
  const close = () => {
    setReviews('anonymise');
    onClose();
  };
  return (
    <ConfirmDialog
      title={email === null ? null : `Delete the account of ${email}?`}
      body="Only on the customer’s request. They are signed out everywhere; their orders and invoices are kept without their name, e-mail, phone or addresses; everything else is deleted. This cannot be undone."
      confirmLabel="Delete account"
      onConfirm={onConfirm}
      onClose={close}
    >
      <div className="mt-3">
        <ReviewsChoice value={reviews} onChange={setReviews} whose="Their" />
      </div>
    </ConfirmDialog>
  );
}
