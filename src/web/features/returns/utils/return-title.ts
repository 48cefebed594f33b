import type { Return } from '../../../../shared/schemas/return';

/** How people name a return, on screens and in its e-mails: "Return 2 of PH-2026-000123". */
export const returnTitle = (ret: Pick<Return, 'number' | 'orderNumber'>) => `Return ${ret.number} of ${ret.orderNumber}`;
