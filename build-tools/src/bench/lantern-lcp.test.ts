import { describe, expect, it } from 'vitest';
import { criticalPath, type Estimate, type SimulatedNode } from './lantern-lcp.ts';

function node(type: 'network' | 'cpu', url: string, dependencies: SimulatedNode[] = [], priority = 'High'): SimulatedNode {
  return {
    type,
    request: { url, transferSize: 1000, protocol: 'http/1.1', resourceType: url.includes('svg') ? 'Image' : 'Script', priority },
    duration: 12_000,
    getDependencies: () => dependencies,
    traverse: () => undefined,
  };
}

describe('criticalPath', () => {
  it('walks back from the node that ends last, through the dependency each step waited for longest', () => {
    const page = node('network', 'http://site/');
    const parse = node('cpu', '', [page]);
    const early = node('network', 'http://site/early.js', [page]);
    const late = node('network', 'http://site/late.js', [page]);
    const run = node('cpu', '', [early, late, parse]);
    const picture = node('network', 'data:image/svg+xml,x', [run]);
    // Lower on the page, low priority: ends last, but is not what the LCP waits for.
    const below = node('network', 'http://site/below.svg', [run], 'Low');
    const estimate: Estimate = {
      timeInMs: 900,
      nodeTimings: new Map([
        [page, { startTime: 0, endTime: 300 }],
        [parse, { startTime: 300, endTime: 320 }],
        [early, { startTime: 320, endTime: 500 }],
        [late, { startTime: 320, endTime: 700 }],
        [run, { startTime: 700, endTime: 760 }],
        [picture, { startTime: 760, endTime: 900 }],
        [below, { startTime: 760, endTime: 1200 }],
      ]),
    };
    expect(criticalPath(estimate).map((step) => [step.start, step.end, step.what])).toEqual([
      [0, 300, '/ (1000 B)'],
      [320, 700, '/late.js (1000 B)'],
      [700, 760, 'main-thread task (12 ms observed)'],
      [760, 900, 'data: URL (1000 B)'],
    ]);
  });
});
