/**
 * Every module's tables, gathered for Drizzle's client and drizzle-kit. Only the database layer
 * imports this; a module reaches its own tables through its own `tables.ts`.
 */
export * from '../modules/accounts/tables.js';
export * from '../modules/laptops/tables.js';
export * from '../modules/catalog/tables.js';
export * from '../modules/orders/tables.js';
export * from '../modules/cart/tables.js';
export * from '../modules/addresses/tables.js';
export * from '../modules/shipping/tables.js';
export * from '../modules/payments/tables.js';
export * from '../modules/content/tables.js';
export * from '../modules/mail/tables.js';
export * from './settings-table.js';
export * from '../modules/returns/tables.js';
export * from '../modules/documents/tables.js';
export * from '../modules/imports/tables.js';
export * from '../modules/product-reviews/tables.js';
export * from '../modules/restock/tables.js';
export * from '../modules/audit/tables.js';
export * from '../modules/promotions/tables.js';
export * from '../modules/credit/tables.js';
export * from '../modules/webhooks/tables.js';
