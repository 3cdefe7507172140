import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The lobby domain: (being built). */
export function createLobbyDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
