/**
 * Staff permissions, named resource:action, and the built-in roles that bundle them (issue 29).
 * A user's roles are stored comma-separated in the account's `role` column (Better Auth's admin
 * plugin convention): `user` for a customer, `owner`, `admin`, or staff roles such as
 * `catalog,support`, including custom roles an owner made from this list.
 */
export const PERMISSIONS = [
  'products:write',
  'stock:write',
  'fitment:write',
  'imports:run',
  'orders:read',
  'orders:fulfil',
  'orders:cancel',
  'refunds:create',
  'returns:decide',
  'returns:receive',
  'reviews:moderate',
  'messages:read',
  'content:write',
  'shipping:write',
  'tax:write',
  'insights:read',
  'users:read',
  'users:write',
  'staff:manage',
  'audit:read',
  'settings:write',
  'promotions:write',
  'giftcards:issue',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a person reads for each permission (the Staff and Roles screens). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'products:write': 'Add, edit and remove products',
  'stock:write': 'Change stock',
  'fitment:write': 'Edit part numbers, fitment and laptop models',
  'imports:run': 'Import and export the catalog (CSV)',
  'orders:read': 'See every order and return',
  'orders:fulfil': 'Pack, ship and deliver orders; packing slips',
  'orders:cancel': "Cancel customers' orders",
  'refunds:create': 'Refund payments',
  'returns:decide': 'Approve, reject and refund returns',
  'returns:receive': 'Mark returned parcels received',
  'reviews:moderate': 'Hide and show product reviews',
  'messages:read': 'Read contact messages',
  'content:write': 'Write blogs and home page content',
  'shipping:write': 'Edit shipping options',
  'tax:write': 'Edit tax rates',
  'insights:read': "See the shop's figures (Overview)",
  'users:read': 'See customer accounts',
  'users:write': 'Change and delete customer accounts',
  'staff:manage': 'Invite staff, give roles, make custom roles',
  'audit:read': 'Read the audit log',
  'settings:write': 'Change shop settings',
  'promotions:write': 'Run promotions and discount codes',
  'giftcards:issue': 'Issue gift cards and see them',
};

/** The customer's role: no permissions. */
export const CUSTOMER_ROLE = 'user';

export const BUILT_IN_ROLES = {
  /** Everything, and the only role that may make, change or remove owners. The first admin is one. */
  owner: [...PERMISSIONS],
  /** The spec's admin: everything but managing owners. */
  admin: [...PERMISSIONS],
  catalog: ['products:write', 'stock:write', 'fitment:write', 'imports:run', 'promotions:write'],
  fulfilment: ['orders:read', 'orders:fulfil', 'returns:receive'],
  support: ['orders:read', 'returns:decide', 'refunds:create', 'reviews:moderate', 'messages:read', 'users:read'],
  content: ['content:write'],
} as const satisfies Record<string, readonly Permission[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

/** The roles that hold every permission (the spec's "admin"). */
export const FULL_ADMIN_ROLES: readonly string[] = ['owner', 'admin'];

/** A role name as stored: lower-case letters, digits and dashes. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/** The role names in a stored `role` value ("catalog,support" → ["catalog", "support"]); a customer has none. */
export function parseRoles(stored: string | null | undefined): string[] {
  return [
    ...new Set(
      (stored ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter((r) => r && r !== CUSTOMER_ROLE),
    ),
  ];
}

/** The stored `role` value for these roles (none: a customer). */
export const formatRoles = (roles: readonly string[]): string => (roles.length ? [...new Set(roles)].join(',') : CUSTOMER_ROLE);

export const isBuiltInRole = (name: string): name is BuiltInRole => Object.hasOwn(BUILT_IN_ROLES, name);
