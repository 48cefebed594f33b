import type { ImportKind } from '../../../../shared/schemas/import';

/**
 * GET /api/admin/exports/{products,laptops}.csv (admin): the whole catalog or every laptop model as
 * CSV, in the columns an import reads. A plain download link: the session cookie signs it in.
 */
export const exportUrl = (kind: ImportKind) => `/api/admin/exports/${kind}.csv`;
