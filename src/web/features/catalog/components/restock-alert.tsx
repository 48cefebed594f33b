import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { useSetRestockAlert } from '../api/set-restock-alert';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** A guest is offered the sign-in, and comes back to this page after it. */
function SignInToHear() {
  const location = useLocation();
  return (
    <p className="text-sm">
      <Link to={paths.login.getHref(location.pathname + location.search)} className="link link-primary">
        Sign in to be told when it's back
      </Link>
    </p>
  );
}

/**
 * A sold-out part: "Tell me when it's back" asks for an e-mail on the next restock; once asked,
 * "You'll be told when it's back" with Stop. The button stays the same element (focus stays on it),
 * and the sentence beside it is a status that screen readers read out when it changes.
 */
export function RestockAlert({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const toggle = useSetRestockAlert();
  if (product.Quantity > 0) return null;
  const on = toggle.isPending && toggle.variables ? toggle.variables.on : product.restockAlert;
  const onToggle = () =>
    !toggle.isPending &&
    toggle.mutate(
      { productId: product._id, on: !on },
      {
        onSuccess: ({ restockAlert }) =>
          void toast.success(
            restockAlert ? `We'll e-mail you when ${product.name} is back in stock.` : 'You will not be e-mailed about it.',
          ),
        onError: (error) => void toast.error(error.message),
      },
    );
  return (
    <div className="bg-base-200 rounded-box flex flex-wrap items-center gap-3 p-3" data-testid="restock-alert" data-on={on}>
      <BellIcon />
      {user ? (
        <>
          <p role="status" className="min-w-0 flex-1 text-sm">
            {on ? "You'll be told when it's back." : 'Sold out for now. We can e-mail you when it is back.'}
          </p>
          <Button
            size="sm"
            variant={on ? 'ghost' : 'primary'}
            className={on ? 'border-base-300' : ''}
            onClick={onToggle}
            busy={toggle.isPending}
            busyKeepsFocus
          >
            {on ? (
              <>
                Stop<span className="sr-only"> telling me when it's back</span>
              </>
            ) : (
              "Tell me when it's back"
            )}
          </Button>
        </>
      ) : (
        <SignInToHear />
      )}
    </div>
  );
}
