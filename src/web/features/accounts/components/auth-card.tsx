import type { ComponentProps, ReactNode } from 'react';
import { PageMeta } from '../../../components/seo/page-meta';
import { Alert } from '../../../components/ui/alert';

/**
 * The frame of the sign-in pages: a centred card with a title and an optional footer line; `meta`
 * gives a page crawlers may index (login, sign-up) its title, description and canonical link.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  meta,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  meta?: ComponentProps<typeof PageMeta>;
}) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      {meta && <PageMeta {...meta} />}
      <section className="card bg-base-100 border-base-300 w-full max-w-md border shadow-lg" aria-labelledby="auth-title">
        <div className="card-body gap-4">
          <header>
            <h1 id="auth-title" className="text-2xl font-bold">
              {title}
            </h1>
            {subtitle && <p className="text-base-content/70 mt-1 text-sm">{subtitle}</p>}
          </header>
          {children}
          {footer && <div className="text-center text-sm">{footer}</div>}
        </div>
      </section>
    </div>
  );
}

/** A form-level error, in red under the form. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert data-testid="form-error">{message}</Alert>;
}
