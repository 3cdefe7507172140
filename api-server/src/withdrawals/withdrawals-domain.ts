import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';

/** The withdrawals domain: (being built). */
export function createWithdrawalsDomain(context: DomainContext): CasinoDomain {
  void context;
  return { routes: {} };
}
