/**
 * The runtime part of the contract that the first screen needs: client config, enumerations, the
 * envelope's codes and texts, and the site-settings format. Its own shared module (`@casino/shared-kernel/api-constants`) because a
 * shared module is never tree-shaken: importing one constant from `api-contract` would download
 * every request schema of section 7 on a player's first visit.
 */
export * from './client-config.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './site-settings.ts';
