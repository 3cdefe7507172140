import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The mail domain: (being built). */
export function createMailDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
