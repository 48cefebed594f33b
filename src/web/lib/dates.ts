const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 5, 2026, 2:30 PM": when something happened. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "Mar 5, 2026": a day (a deadline). */
export const formatDate = (iso: string) => date.format(new Date(iso));
