import { RETURN_STATUSES, type ReturnStatus } from '../../../../shared/schemas/return';
import { usePagedFilterParams, type PagedFilterParams } from '../../../hooks/use-paged-filter-params';

export type ReturnsParams = PagedFilterParams<'status', ReturnStatus>;

const isStatus = (v: string | null): v is ReturnStatus => RETURN_STATUSES.includes(v as ReturnStatus);

/** The Returns page's filter and page live in the address (?status=&page=); a new filter starts at page 1. */
export const useReturnsParams = () => usePagedFilterParams('status', isStatus);
