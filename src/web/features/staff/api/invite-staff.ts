import { useMutation } from '@tanstack/react-query';
import type { StaffInvitation, StaffInvitationCreateInput } from '../../../../shared/schemas/staff';
import { api } from '../../../lib/api-client';

/** POST /api/admin/staff/invitations (staff:manage): mails a link that gives these roles, good for 7 days. */
export const inviteStaff = (input: StaffInvitationCreateInput): Promise<StaffInvitation> =>
  api.post<StaffInvitation>('/admin/staff/invitations', input);

/** The staff list changes only when the invitee accepts, so nothing is invalidated here. */
export const useInviteStaff = () => useMutation({ mutationFn: inviteStaff });
