import { AuditLog } from '../../../features/audit/components/audit-log';

/** Audit log (audit:read): every change staff made, who made it and from where. */
export default function AuditPage() {
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold">
        Audit log
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Every change staff made to products, orders, refunds, returns, reviews, shipping, tax, settings and staff, and every sign-in as
        staff: who, when, from where, and what changed. Rows cannot be edited or deleted; they are kept for the retention the shop set.
      </p>
      <AuditLog />
    </section>
  );
}
