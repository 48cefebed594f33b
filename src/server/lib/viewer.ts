import type { Role } from '../../shared/constants.js';
import type { Permission } from '../../shared/permissions.js';

/** The signed-in user a request acts for. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  /** `admin` for an owner or the spec's admin (every permission), `user` for everyone else, staff included. */
  role: Role;
  /** The staff roles held (none for a customer). */
  roles: string[];
  /**
   * What those roles allow (src/shared/permissions.ts) — none while the account still owes the
   * second factor its roles require (STAFF_2FA=required): until then it acts as a customer.
   */
  permissions: readonly Permission[];
  /** Whether the account signs in with a second factor (a verified TOTP app). */
  twoFactorEnabled: boolean;
  /** The roles grant permissions that wait for two-factor sign-in to be set up (403 TWO_FACTOR_REQUIRED on staff routes). */
  twoFactorRequired: boolean;
  sessionToken: string;
  /**
   * A guest (no account; `id` is `guest:` and the e-mail, never a user's id): at checkout, or
   * holding one order's link (`orderId`). It owns that order only, and no account's anything.
   */
  guest?: { orderId: string | null } | undefined;
  /** The client's address and the request's id, set by the request that acts (the audit trail keeps both). */
  ip?: string | undefined;
  requestId?: string | undefined;
}

/** Whether the viewer's roles grant the permission. */
export const can = (viewer: Pick<Viewer, 'permissions'> | null | undefined, permission: Permission): boolean =>
  Boolean(viewer?.permissions.includes(permission));

/** Holds any staff permission. */
export const isStaff = (viewer: Pick<Viewer, 'permissions'> | null | undefined): boolean =>
  Boolean(viewer && viewer.permissions.length > 0);

/** The permissions of a job that works on orders: each lets its holder open any order and return. */
export const ORDER_WORK: readonly Permission[] = [
  'orders:read',
  'orders:fulfil',
  'orders:cancel',
  'refunds:create',
  'returns:decide',
  'returns:receive',
];

/** Whether the viewer may open any customer's order or return (not list them all: that is orders:read). */
export const seesAnyOrder = (viewer: Pick<Viewer, 'permissions'> | null | undefined): boolean =>
  ORDER_WORK.some((permission) => can(viewer, permission));

/** Who made a change: a signed-in user, or the shop itself (a payment provider's webhook, a sweeper). */
export type Actor = Pick<Viewer, 'id' | 'role' | 'permissions' | 'guest'> | 'system';

/** The account an actor is (null for the shop itself and for a guest), as rows that name a user keep it. */
export const actorUserId = (actor: Actor): string | null => (actor === 'system' || actor.guest ? null : actor.id);

/** The viewer's account: null for a guest. */
export const accountOf = (viewer: Pick<Viewer, 'id' | 'guest'>): string | null => (viewer.guest ? null : viewer.id);

/**
 * Who holds unpaid orders, for the limits on holding stock (MAX_OPEN_ORDERS, the hold limits): an
 * account, or a guest by e-mail (every guest order placed with that address, in any case).
 */
export interface Holder {
  userId: string | null;
  email: string;
}

export const holderOf = (viewer: Pick<Viewer, 'id' | 'email' | 'guest'>): Holder => ({ userId: accountOf(viewer), email: viewer.email });

/** Whether the order is the viewer's own: their account's, or (a guest) the one order their link opens. */
export const ownsOrder = (viewer: Pick<Viewer, 'id' | 'guest'>, order: { id: string; userId: string | null }): boolean =>
  viewer.guest ? viewer.guest.orderId === order.id : order.userId === viewer.id;

/** A guest acting: at checkout with their e-mail (`orderId` null), or through the link of one order. */
export function guestViewer(email: string, orderId: string | null, request: { ip?: string; requestId?: string } = {}): Viewer {
  return {
    id: `guest:${email.toLowerCase()}`,
    email: email.toLowerCase(),
    name: '',
    role: 'user',
    roles: [],
    permissions: [],
    twoFactorEnabled: false,
    twoFactorRequired: false,
    sessionToken: '',
    guest: { orderId },
    ip: request.ip,
    requestId: request.requestId,
  };
}
