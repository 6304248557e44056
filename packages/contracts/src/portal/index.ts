export * from './permissions.js';
export * from './route.js';
export * from './auth.js';
export * from './members.js';
export * from './titles.js';
export * from './preview.js';
export * from './sales.js';
export * from './routes.js';
