import { UsersTable } from '../../../features/accounts/components/users-table';

export default function AllUsersPage() {
  return (
    <section aria-labelledby="all-users-title">
      <h1 id="all-users-title" className="text-2xl font-bold">
        All User
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">Every account and its role. Making someone an admin, or deleting an account, cannot be undone.</p>
      <UsersTable />
    </section>
  );
}
