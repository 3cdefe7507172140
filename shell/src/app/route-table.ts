import type { RemoteName } from '@casino/shared-kernel/remote-map';

export type RouteOwner = 'shell' | RemoteName;

export interface ShellRoute {
  /** Exactly as the spec writes it; matched case-sensitively. */
  path: string;
  owner: RouteOwner;
  /** Inside the layout (header, navigation) or on its own (spec 2). */
  inLayout: boolean;
}

/** Every route of the spec (section 2) and who renders it (platform.md, "Ownership of the spec's routes"). */
export const ROUTE_TABLE: readonly ShellRoute[] = [
  { path: '/', owner: 'mfe-lobby', inLayout: true },
  { path: '/activity', owner: 'mfe-promotions', inLayout: true },
  { path: '/game', owner: 'mfe-games', inLayout: true },
  { path: '/Gamedetail', owner: 'mfe-games', inLayout: true },
  { path: '/webgame', owner: 'mfe-games', inLayout: true },
  { path: '/moreGameList', owner: 'mfe-lobby', inLayout: true },
  { path: '/gameRecord', owner: 'mfe-games', inLayout: true },
  { path: '/proxy', owner: 'mfe-promotions', inLayout: true },
  { path: '/poker', owner: 'mfe-games', inLayout: true },
  // Not a route of the spec: the provably fair scheme explained (issue 27).
  { path: '/fairness', owner: 'mfe-games', inLayout: true },
  { path: '/my', owner: 'mfe-account', inLayout: true },
  { path: '/invitation', owner: 'mfe-promotions', inLayout: true },
  { path: '/userGameList', owner: 'mfe-lobby', inLayout: true },
  { path: '/gameFirm', owner: 'mfe-lobby', inLayout: true },
  { path: '/blindBox', owner: 'mfe-promotions', inLayout: true },
  { path: '/userAgreement', owner: 'shell', inLayout: true },
  { path: '/privacyAgreement', owner: 'shell', inLayout: true },
  { path: '/termOfService', owner: 'shell', inLayout: true },
  { path: '/download', owner: 'shell', inLayout: true },
  { path: '/news', owner: 'mfe-lobby', inLayout: true },
  { path: '/moreNews', owner: 'mfe-lobby', inLayout: true },
  { path: '/newsDetail', owner: 'mfe-lobby', inLayout: true },
  { path: '/__dev__design', owner: 'shell', inLayout: false },
  { path: '/404', owner: 'shell', inLayout: false },
  { path: '/500', owner: 'shell', inLayout: false },
];
