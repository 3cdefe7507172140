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
export {
  SECURITY_SETTING_DEFAULTS,
  SITE_SECURITY_HEADERS,
  DOCUMENT_SECURITY_HEADERS,
  API_SECURITY_HEADERS,
  inlineSourceHashes,
  nginxHeaderLines,
  nginxDocumentMaps,
  nginxDocumentHeaderLines,
  nginxApiMaps,
  nginxApiHeaderLines,
  renderHeader,
  resolveSecuritySettings,
  staticRootHashes,
  staticRootSecurityHeaders,
  type InlineHashVariables,
  type SecuritySettingName,
} from './security-headers.ts';
