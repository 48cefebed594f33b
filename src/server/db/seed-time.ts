/** Seeded rows are dated oldest first, one minute apart, so "newest first" is the order of the list. */
export const staggered = (i: number, total: number) => new Date(Date.now() - (total - i) * 60_000);
