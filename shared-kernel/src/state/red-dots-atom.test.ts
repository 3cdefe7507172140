import { describe, expect, it } from 'vitest';
import { agencyRedDotAtom, hasAgencyRedDot, redDotsAtom } from './red-dots-atom.ts';
import { kernelStore } from './kernel-store.ts';

const dots = (...events: { is_show_red: boolean; is_agent_binding: boolean }[]) => ({
  activity_list: events.map((event, index) => ({ activity_id: index + 1, ...event })),
  actnew_list: [],
  down_load_status: 0,
});

describe('the agency red dot', () => {
  it('shows while an event is red for a player bound to an agent', () => {
    expect(hasAgencyRedDot(dots({ is_show_red: false, is_agent_binding: true }, { is_show_red: true, is_agent_binding: true }))).toBe(true);
    expect(hasAgencyRedDot(dots({ is_show_red: true, is_agent_binding: false }))).toBe(false);
    expect(hasAgencyRedDot(dots({ is_show_red: false, is_agent_binding: true }))).toBe(false);
    expect(hasAgencyRedDot(null)).toBe(false);
  });

  it('follows the red dots as last fetched', () => {
    kernelStore.set(redDotsAtom, dots({ is_show_red: true, is_agent_binding: true }));
    expect(kernelStore.get(agencyRedDotAtom)).toBe(true);
    kernelStore.set(redDotsAtom, null);
    expect(kernelStore.get(agencyRedDotAtom)).toBe(false);
  });
});
