import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { PERMISSION_LABELS } from '../../../../shared/permissions';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useAccess, useAuth } from '../../../lib/auth';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { DeleteUserDialog } from './delete-user-dialog';

function RoleCell({ user, onPromote, mayPromote }: { user: User; onPromote: () => void; mayPromote: boolean }) {
  if (user.role === 'admin') return <span className="badge badge-primary badge-soft">admin</span>;
  if (!mayPromote) return <span className="text-base-content/70">{user.role}</span>;
  // The visible words start the name (axe: label-in-name); the e-mail says which account.
  return (
    <Button variant="primary" size="responsive" onClick={onPromote}>
      Make Admin<span className="sr-only">: {user.email}</span>
    </Button>
  );
}

/**
 * Delete account (users:write), on the customer's request: not one's own (that is My Profile's), nor
 * an admin's without staff:manage (the server says why for any other refusal).
 */
function useMayDelete() {
  const access = useAccess();
  const me = useAuth().user?.email;
  return (user: User) => access.can('users:write') && user.email !== me && (user.role !== 'admin' || access.can('staff:manage'));
}

/** For staff who see the accounts (users:read) but may not promote: why there is no Make Admin. */
function MakeAdminNeeds() {
  return (
    <p className="text-base-content/70 mb-3 text-sm" data-testid="make-admin-needs">
      Making someone an admin needs the permission “{PERMISSION_LABELS['staff:manage']}”, which your roles do not give.
    </p>
  );
}

/** Once the dialog has closed, the focus goes to the promoted user's row (its button is gone). */
function useFocusPromotedRow(asking: boolean) {
  const [promoted, setPromoted] = useState<string | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking || promoted === null) return;
    const timer = window.setTimeout(() => {
      const rows = tableRef.current?.querySelectorAll<HTMLElement>('[data-testid="user-row"]') ?? [];
      [...rows].find((row) => row.textContent?.includes(promoted))?.focus();
      setPromoted(null);
    });
    return () => window.clearTimeout(timer);
  }, [asking, promoted]);
  return { tableRef, setPromoted };
}

interface ColumnOptions {
  mayPromote: boolean;
  onPromote: (email: string) => void;
  mayDelete: (user: User) => boolean;
  onDelete: (email: string) => void;
  /** Whether any row has Delete account (else no actions column). */
  anyDeletable: boolean;
}

/** The table's columns: #, e-mail, name, role (with Make Admin), and Delete account where the viewer may. */
function userColumns({ mayPromote, onPromote, mayDelete, onDelete, anyDeletable }: ColumnOptions): DataTableColumn<User>[] {
  const columns: DataTableColumn<User>[] = [
    { key: 'n', header: '#', cell: (_, i) => i + 1 },
    { key: 'email', header: 'Email', cellClassName: 'max-w-44 break-all sm:max-w-none', cell: (u) => u.email },
    { key: 'name', header: 'Name', headerClassName: 'hidden sm:table-cell', cellClassName: 'hidden sm:table-cell', cell: (u) => u.name },
    { key: 'role', header: 'Role', cell: (u) => <RoleCell user={u} mayPromote={mayPromote} onPromote={() => onPromote(u.email)} /> },
  ];
  if (anyDeletable)
    columns.push({
      key: 'delete',
      header: 'Actions',
      hideHeader: true,
      cell: (u) =>
        mayDelete(u) && (
          <Button variant="error" outline size="responsive" onClick={() => onDelete(u.email)}>
            {/* "Delete" on a phone; the name always says the whole action and whose account (one flex item: no gap inside). */}
            <span>
              Delete<span className="sr-only sm:not-sr-only"> account</span>
            </span>
            <span className="sr-only">: {u.email}</span>
          </Button>
        ),
    });
  return columns;
}

/**
 * All User: every account, with Make Admin for those who are not admins yet. Promoting cannot be
 * undone, so it asks first; afterwards the focus lands on the user's row, which now says "admin".
 */
export function UsersTable() {
  const users = useUsers();
  // Promoting is staff:manage's; support (users:read) sees the accounts without the button.
  const mayPromote = useAccess().can('staff:manage');
  const promote = useMakeAdmin();
  const mayDelete = useMayDelete();
  const [asking, setAsking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { tableRef, setPromoted } = useFocusPromotedRow(asking !== null);

  const onConfirm = async () => {
    if (asking === null) return;
    try {
      const r = await promote.mutateAsync(asking);
      if (r.modifiedCount > 0) toast.success(messages.madeAdmin);
      setPromoted(asking);
    } catch (e) {
      // The spec's words for a refusal, in the dialog that stays open.
      throw new Error(e instanceof ApiError && e.status === 403 ? messages.makeAdminFailed : e instanceof Error ? e.message : String(e));
    }
  };

  if (users.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading users" className="flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (users.isError) return <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />;
  const columns = userColumns({
    mayPromote,
    onPromote: setAsking,
    mayDelete,
    onDelete: setDeleting,
    anyDeletable: users.data.some(mayDelete),
  });
  return (
    <div ref={tableRef}>
      {!mayPromote && <MakeAdminNeeds />}
      <DataTable
        caption="Every account and its role"
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.email}
        rowTestId="user-row"
        empty="No accounts yet."
        focusableRows
      />
      <ConfirmDialog
        title={asking === null ? null : `Make ${asking} an admin?`}
        body="They will be able to change products, orders, returns and other users, and make more admins. This cannot be undone here."
        confirmLabel="Make Admin"
        onConfirm={onConfirm}
        onClose={() => setAsking(null)}
      />
      <DeleteUserDialog email={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
