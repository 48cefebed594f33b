import type { Services } from '../../plugins/services.js';

/** The numbers of the orders gift cards and store credit entries name (one query for a whole list). */
export function orderNumbersOf({ orders }: Pick<Services, 'orders'>, ids: (string | null)[]): Promise<Map<string, string>> {
  return orders.numbersOf([...new Set(ids.filter((id): id is string => id !== null))]);
}
