import { describe, expect, it } from 'vitest';
import { parseSiteSettingsResponse, siteSettingsResponseProblems, siteSettingsResponseSchema } from './site-settings.ts';

const answer = { groups: [{ group: 'base', items: [{ key: 'title', value: 'Casino' }] }] };

describe('site-settings answer', () => {
  it('accepts the contract and drops fields it does not name', () => {
    const extra = { groups: [{ group: 'base', items: [{ key: 'title', value: 'Casino', note: 'x' }], order: 1 }], etag: 'a' };
    expect(parseSiteSettingsResponse(extra)).toEqual(answer);
    expect(siteSettingsResponseSchema.safeParse(extra)).toEqual({ success: true, data: answer });
  });

  it('names every problem with its path', () => {
    const bad = { groups: [{ group: 3, items: [{ key: 'title' }, 'x'] }, null, { group: 'fcm' }] };
    expect(siteSettingsResponseProblems(bad)).toEqual([
      'groups.0.group: must be a string, is number',
      'groups.0.items.0.value: must be a string, is missing',
      'groups.0.items.1: must be an object, is string',
      'groups.1: must be an object, is null',
      'groups.2.items: must be an array, is missing',
    ]);
    expect(siteSettingsResponseProblems([])).toEqual(['(root): must be an object, is an array']);
    expect(siteSettingsResponseProblems({})).toEqual(['groups: must be an array, is missing']);
  });

  it('parse throws and safeParse reports, as their callers expect', () => {
    expect(() => siteSettingsResponseSchema.parse({ groups: 'none' })).toThrow(/groups: must be an array, is string/);
    expect(siteSettingsResponseSchema.safeParse(null)).toEqual({ success: false, error: { issues: ['(root): must be an object, is null'] } });
  });
});
