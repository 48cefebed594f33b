import { StaffAdmin } from '../../../features/staff/components/staff-admin';

/** Staff (staff:manage): who works in the shop, with which roles; invitations; the roles and what they allow. */
export default function StaffPage() {
  return (
    <section aria-labelledby="staff-title" className="max-w-5xl">
      <h1 id="staff-title" className="text-2xl font-bold">
        Staff
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        The people who run the shop and the roles they hold. A role gives permissions; a suspended member is signed out and cannot sign in.
      </p>
      <StaffAdmin />
    </section>
  );
}
