import type { Role } from '../../shared/constants.js';

/** The signed-in user a request acts for. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionToken: string;
}

/** Who made a change: a signed-in user, or the shop itself (a payment provider's webhook, a sweeper). */
export type Actor = Pick<Viewer, 'id' | 'role'> | 'system';
