import { usePagedFilterParams, type PagedFilterParams } from '../../../hooks/use-paged-filter-params';

/** `hidden`: 'true' for hidden reviews only, 'false' for visible ones only, none for all. */
export type AdminReviewsParams = PagedFilterParams<'hidden', 'true' | 'false'>;

const isHiddenFilter = (v: string | null): v is 'true' | 'false' => v === 'true' || v === 'false';

/** The admin's filter and page live in the address (?hidden=true|false&page=); a new filter starts at page 1. */
export const useAdminReviewsParams = () => usePagedFilterParams('hidden', isHiddenFilter);
