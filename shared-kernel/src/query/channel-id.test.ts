import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_ID, channelIdForCode, readChannelId } from './channel-id.ts';

const at = (href: string) => new URL(href);

describe('readChannelId', () => {
  it('maps the codes of channel_id and cid', () => {
    expect(readChannelId(new URLSearchParams('channel_id=B8C37E'))).toBe(1001);
    expect(readChannelId(new URLSearchParams('channel_id=FBA9D8'))).toBe(1010);
    expect(readChannelId(new URLSearchParams('cid=B8C37E'))).toBe(1001);
    expect(readChannelId(new URLSearchParams('cid=FBA9D8'))).toBe(1010);
  });

  it('defaults to 1 for an unknown code or none', () => {
    expect(DEFAULT_CHANNEL_ID).toBe(1);
    expect(readChannelId(new URLSearchParams('cid=ABCDEF'))).toBe(1);
    expect(readChannelId(new URLSearchParams('cid=1001'))).toBe(1);
    expect(readChannelId(new URLSearchParams(''))).toBe(1);
    expect(readChannelId(at('https://x.example/#/'))).toBe(1);
  });

  it('reads the query inside the hash of a hash-routed link', () => {
    expect(readChannelId(at('https://x.example/#/?cid=B8C37E'))).toBe(1001);
    expect(readChannelId(at('https://x.example/?channel_id=FBA9D8#/activity'))).toBe(1010);
  });

  it('lets channel_id decide when both are present, even with an unknown code', () => {
    expect(readChannelId(new URLSearchParams('cid=B8C37E&channel_id=FBA9D8'))).toBe(1010);
    expect(readChannelId(at('https://x.example/?cid=B8C37E#/?channel_id=XYZ'))).toBe(1);
  });

  it('falls back to cid when channel_id is empty', () => {
    expect(readChannelId(new URLSearchParams('channel_id=&cid=FBA9D8'))).toBe(1010);
  });

  it('ignores the case of the code', () => {
    expect(channelIdForCode('b8c37e')).toBe(1001);
    expect(channelIdForCode(' FbA9d8 ')).toBe(1010);
    expect(channelIdForCode(null)).toBe(1);
    expect(channelIdForCode('constructor')).toBe(1);
  });
});
