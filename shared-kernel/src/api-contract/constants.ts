/**
 * The runtime part of the contract that the first screen and every request need: client config,
 * enumerations, the envelope's codes and texts, the site-settings format, and what a request is
 * made of (the endpoint table's methods and paths, the headers, the signature, the message
 * envelope's settings; its sealing code is `message-envelope.ts`, loaded when a brand turns it on). Its own shared module (`@casino/shared-kernel/api-constants`) because a shared module
 * is never tree-shaken: importing one constant from `api-contract` would download every request
 * schema of section 7 on a player's first visit. `api-contract` re-exports all of it.
 *
 * Only code without zod belongs here (the site-settings answer, checked on every start, is checked
 * by hand). Pure: runs in Node 24 too.
 */
export * from './client-config.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './site-settings.ts';
export * from './endpoints.ts';
export * from './headers.ts';
export * from './request-signature.ts';
export * from './message-envelope-config.ts';
export * from './game-launch.ts';
export * from './activity-rules.ts';
export * from './password-encoding.ts';
