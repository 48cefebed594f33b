import { useEffect, useRef, useState } from 'react';
import type { StaffInvitation, StaffInvitationCreateInput, StaffMemberWire } from '../../../../shared/schemas/staff';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useRoles } from '../api/get-roles';
import { useStaff } from '../api/get-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useRemoveStaffMember } from '../api/remove-staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { ChangeRolesForm } from './change-roles-form';
import { InviteStaffForm } from './invite-staff-form';
import { RolesList } from './roles-list';
import { memberName, StaffTable, type StaffAction } from './staff-table';

type Asking = { member: StaffMemberWire; action: StaffAction } | null;

/**
 * Once the dialog has closed after an action, the focus goes to the member's row (or card), which
 * shows what changed; when the member left the list (removed), to the list's heading.
 */
function useFocusMember(open: boolean) {
  const [target, setTarget] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open || target === null) return;
    const timer = window.setTimeout(() => {
      const items = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="staff-row"], [data-testid="staff-card"]') ?? [];
      const item = [...items].find((el) => el.checkVisibility() && el.textContent?.includes(target));
      (item ?? listRef.current?.querySelector<HTMLElement>('#staff-members-title'))?.focus();
      setTarget(null);
    });
    return () => window.clearTimeout(timer);
  }, [open, target]);
  return { listRef, focusAfter: setTarget };
}

function confirmText(asking: NonNullable<Asking>) {
  const name = memberName(asking.member);
  if (asking.action === 'remove')
    return {
      title: `Remove ${name} from staff?`,
      body: `${name} (${asking.member.email}) loses every role and becomes a customer: they keep their account and orders but no longer see the dashboard’s staff pages.`,
      confirmLabel: 'Remove from staff',
    };
  if (asking.member.suspended)
    return {
      title: `Lift ${name}’s suspension?`,
      body: `${name} (${asking.member.email}) can sign in again and work with their roles.`,
      confirmLabel: 'Lift suspension',
    };
  return {
    title: `Suspend ${name}?`,
    body: `${name} (${asking.member.email}) is signed out everywhere at once and cannot sign in until the suspension is lifted. Their roles are kept.`,
    confirmLabel: 'Suspend',
  };
}

/** Invite staff: the dialog and, once sent, the line naming the address. */
function useInvite() {
  const invite = useInviteStaff();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<StaffInvitation | null>(null);
  const send = (input: StaffInvitationCreateInput) =>
    invite.mutate(input, {
      onSuccess: (invitation) => {
        setSent(invitation);
        setOpen(false);
      },
    });
  const start = () => {
    invite.reset();
    setSent(null);
    setOpen(true);
  };
  return { open, sent, start, send, close: () => setOpen(false), busy: invite.isPending, error: invite.error?.message };
}

/** Change roles, Suspend / Lift suspension and Remove: which is asked, and what each does once confirmed. */
function useMemberActions(focusAfter: (email: string) => void, asking: Asking, setAsking: (next: Asking) => void) {
  const update = useUpdateStaffMember();
  const remove = useRemoveStaffMember();
  const changing = asking?.action === 'roles' ? asking.member : null;
  const confirming = asking && asking.action !== 'roles' ? asking : null;
  const close = () => setAsking(null);
  const start = (member: StaffMemberWire, action: StaffAction) => {
    update.reset();
    setAsking({ member, action });
  };
  const saveRoles = (next: string[]) => {
    if (!changing) return;
    update.mutate(
      { userId: changing.userId, change: { roles: next } },
      {
        onSuccess: () => {
          toast.success(`${memberName(changing)}’s roles were saved.`);
          focusAfter(changing.email);
          close();
        },
      },
    );
  };
  const confirm = async () => {
    if (!confirming) return;
    const { member, action } = confirming;
    if (action === 'remove') {
      await remove.mutateAsync(member.userId);
      toast.success(`${memberName(member)} is a customer now.`);
    } else {
      await update.mutateAsync({ userId: member.userId, change: { suspended: !member.suspended } });
      toast.success(member.suspended ? `${memberName(member)} can sign in again.` : `${memberName(member)} is suspended.`);
    }
    focusAfter(member.email);
  };
  return { changing, confirming, close, start, saveRoles, confirm, busy: update.isPending, error: update.error?.message };
}

/** Staff (staff:manage): the members with Change roles, Suspend and Remove, Invite staff, and the roles. */
export function StaffAdmin() {
  const staff = useStaff();
  const roles = useRoles();
  const viewer = useAuth().user;
  const invite = useInvite();
  const [asking, setAsking] = useState<Asking>(null);
  const { listRef, focusAfter } = useFocusMember(asking !== null);
  const act = useMemberActions(focusAfter, asking, setAsking);
  const confirm = act.confirming ? confirmText(act.confirming) : null;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4" ref={listRef}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="staff-members-title" className="text-xl font-bold" tabIndex={-1}>
            Staff members
          </h2>
          <Button variant="primary" size="sm" onClick={invite.start} disabled={!roles.isSuccess}>
            Invite staff
          </Button>
        </div>
        {invite.sent && (
          <Alert variant="success" look="box" data-testid="invitation-sent">
            An invitation was sent to {invite.sent.email}. Its link works for 7 days.
          </Alert>
        )}
        {staff.isPending && <Skeleton className="h-48 w-full" />}
        {staff.isError && <ErrorState message={staff.error.message} onRetry={() => void staff.refetch()} />}
        {staff.isSuccess && staff.data.length === 0 && <EmptyState>Nobody holds a staff role yet: invite someone.</EmptyState>}
        {staff.isSuccess && staff.data.length > 0 && <StaffTable members={staff.data} viewerEmail={viewer?.email} onAction={act.start} />}
      </div>
      {roles.isPending && <Skeleton className="h-32 w-full" />}
      {roles.isError && <ErrorState message={roles.error.message} onRetry={() => void roles.refetch()} />}
      {roles.isSuccess && <RolesList roles={roles.data} />}

      <FormDialog title={act.changing ? `Change roles of ${memberName(act.changing)}` : null} onClose={act.close}>
        {act.changing && roles.isSuccess && (
          <ChangeRolesForm
            member={act.changing}
            roles={roles.data}
            busy={act.busy}
            error={act.error}
            onSave={act.saveRoles}
            onCancel={act.close}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        title={confirm?.title ?? null}
        body={confirm?.body ?? ''}
        confirmLabel={confirm?.confirmLabel ?? ''}
        onConfirm={act.confirm}
        onClose={act.close}
      />
      <FormDialog title={invite.open && roles.isSuccess ? 'Invite staff' : null} onClose={invite.close}>
        {roles.isSuccess && (
          <InviteStaffForm roles={roles.data} busy={invite.busy} error={invite.error} onSend={invite.send} onCancel={invite.close} />
        )}
      </FormDialog>
    </div>
  );
}
