const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 5, 2026, 2:30 PM": when something happened. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "Mar 5, 2026": a day (a deadline). */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "Dec 31, 2027": a day the server names in UTC (a gift card's expiry lasts until the end of that day in UTC). */
export const formatUtcDay = (iso: string) => utcDay.format(new Date(iso));
