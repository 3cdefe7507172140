import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The deposits domain: (being built). */
export function createDepositsDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
