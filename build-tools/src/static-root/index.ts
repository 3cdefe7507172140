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
export { createStaticServer, cacheControlFor, needsCors, staticSecurityHeaders } from './static-server.ts';
export {
  API_SECURITY_HEADERS,
  SECURITY_HEADER_DEFAULTS,
  inlineSourceHashes,
  nginxHeaderLines,
  nginxVariable,
  siteSecurityHeaders,
  type InlineHashVariables,
  type SecurityHeader,
  type SecurityHeaderVariable,
} from './security-headers.ts';
export { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT, BRANDS, PREVIEW_BRANDS } from './workspace.ts';
