export * from './auth.js';
export * from './catalog.js';
export * from './orders.js';
export * from './content.js';
export * from './settings.js';
export * from './mail.js';
