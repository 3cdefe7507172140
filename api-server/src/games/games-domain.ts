import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The games domain: (being built). */
export function createGamesDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
