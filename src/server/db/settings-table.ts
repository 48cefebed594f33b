import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Values every instance sharing the database must agree on (e.g. the auth secret). */
export const appSettings = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps(),
});
