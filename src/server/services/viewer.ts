import type { Role } from '../../shared/constants.js';

/** The signed-in user a request acts for. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionToken: string;
}
