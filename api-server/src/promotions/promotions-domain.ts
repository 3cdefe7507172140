import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The promotions domain: (being built). */
export function createPromotionsDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
