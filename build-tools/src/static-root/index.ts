export {
  assembleStaticRoot,
  sriHash,
  withRebuiltHashes,
  workspaceBuilds,
  type AssembleOptions,
  type AssembleResult,
  type BrandMapOutcome,
  type SiteBuilds,
} from './assemble.ts';
export { createStaticServer, cacheControlFor, needsCors } from './static-server.ts';
export { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT, BRANDS, PREVIEW_BRANDS } from './workspace.ts';
