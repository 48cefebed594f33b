/** "2 working days" (0: "Same working day"): a shipping option's delivery time, as offered and as an order shows it. */
export const deliveryDays = (days: number) => (days === 0 ? 'Same working day' : `${days} working ${days === 1 ? 'day' : 'days'}`);
