export { assembleStaticRoot, sriHash, type AssembleResult } from './assemble.ts';
export { createStaticServer, cacheControlFor, needsCors } from './static-server.ts';
export { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT, BRANDS } from './workspace.ts';
