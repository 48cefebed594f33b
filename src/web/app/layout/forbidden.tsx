import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PERMISSION_LABELS, type Permission } from '../../../shared/permissions';
import { PageMeta } from '../../components/seo/page-meta';
import { useAccess } from '../../lib/auth';
import { staffLanding } from '../staff-screens';

/**
 * The 403 page, in the dashboard's layout: a member of staff opened a screen their roles do not
 * open. It says which permission the screen needs, in words, and links to where they can work.
 */
export function Forbidden({ needs }: { needs: readonly Permission[] }) {
  const { can } = useAccess();
  const landing = staffLanding(can);
  const ref = useRef<HTMLHeadingElement>(null);
  // The page they asked for did not come: the focus goes to what did (not <body>).
  useEffect(() => ref.current?.focus(), []);
  const [only] = needs;
  return (
    <section aria-labelledby="forbidden-title" className="max-w-2xl" data-testid="forbidden">
      <PageMeta title="No access — PartsHub" description="This dashboard page needs a permission your roles do not give." />
      <p className="text-primary text-6xl font-extrabold tracking-tight" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" ref={ref} tabIndex={-1} className="mt-2 text-2xl font-bold outline-offset-4">
        <span className="sr-only">403: </span>You do not have access to this page
      </h1>
      {needs.length === 1 ? (
        <p className="text-base-content/80 mt-3" data-testid="forbidden-needs">
          It needs the permission <strong>“{PERMISSION_LABELS[only!]}”</strong>, which your roles do not give.
        </p>
      ) : (
        <div className="text-base-content/80 mt-3" data-testid="forbidden-needs">
          <p>It needs one of these permissions, which your roles do not give:</p>
          <ul className="mt-1 list-disc pl-6">
            {needs.map((p) => (
              <li key={p}>
                <strong>{PERMISSION_LABELS[p]}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-base-content/70 mt-2 text-sm">If your work needs it, ask the shop’s owner or an admin to change your roles.</p>
      <Link to={landing.to} className="btn btn-primary mt-6">
        Go to {landing.label}
      </Link>
    </section>
  );
}
