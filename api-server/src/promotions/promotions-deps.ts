import type { DomainContext } from '../server/casino-domain.ts';
import type { PromotionConfigs } from './promotion-config.ts';

/** What every promotion of the domain works with: the shared services and the brands' settings. */
export interface PromotionsDeps {
  context: DomainContext;
  configs: PromotionConfigs;
}
