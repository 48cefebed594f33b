import { usePagedFilterParams, type PagedFilterParams } from '../../../hooks/use-paged-filter-params';

export type GiftCardsParams = PagedFilterParams<'q', string>;

const isSearch = (v: string | null): v is string => Boolean(v?.trim());

/** The Gift cards page's search and page live in the address (?q=&page=); a new search starts at page 1. */
export const useGiftCardsParams = () => usePagedFilterParams('q', isSearch);
