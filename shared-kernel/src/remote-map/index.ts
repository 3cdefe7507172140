export {
  REMOTE_NAMES,
  isRemoteName,
  parseRemoteMap,
  parseRemoteMapText,
  parseBrandHosts,
  BRAND_ID_PATTERN,
  type BrandHosts,
  RemoteMapError,
  type RemoteName,
  type RemoteEntry,
  type RemoteMapEntry,
  type RemoteMap,
} from './remote-map.ts';
