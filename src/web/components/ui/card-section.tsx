import type { ReactNode } from 'react';

/** A card with its heading (h2) naming it, as an order's pages lay out their parts. */
export function CardSection({
  id,
  title,
  children,
  className = '',
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} className={`card card-border bg-base-100 min-w-0 ${className}`} data-testid={testId}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={id} className="card-title text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
