import { atom } from 'jotai';
import type { RedDots } from '@casino/shared-kernel/api-contract';

/**
 * The red dots (`POST /api/hall/getRed`) as last fetched; null while signed out or before the first
 * fetch. Whoever fetches them on `red-dots:changed` writes them here.
 */
export const redDotsAtom = atom<RedDots | null>(null);

/** The agency page's route (spec 2: `/proxy`). */
export const AGENCY_PATH = '/proxy';

/**
 * The agency red dot (spec 6): an event is red for a player bound to an agent
 * (`is_agent_binding`). One rule for every place that leads to the agency page: the side menu, the
 * user centre's entry and the page's own heading.
 */
export function hasAgencyRedDot(dots: RedDots | null): boolean {
  return (dots?.activity_list ?? []).some((dot) => dot.is_agent_binding && dot.is_show_red);
}

/** {@link hasAgencyRedDot} of the red dots as last fetched. */
export const agencyRedDotAtom = atom((get) => hasAgencyRedDot(get(redDotsAtom)));
