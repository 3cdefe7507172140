import { describe, expect, it } from 'vitest';
import { isPrecached } from './service-worker.ts';

describe('isPrecached', () => {
  it("precaches the app's hashed chunks, styles, static files and the offline page", () => {
    expect(isPrecached('static/js/main.0123abcdef.js')).toBe(true);
    expect(isPrecached('static/css/2142.0123abcdef.css')).toBe(true);
    expect(isPrecached('offline.html')).toBe(true);
    expect(isPrecached('offline.js')).toBe(true);
  });

  it('leaves out the page, what points at versions, maps, licences and on-demand chunks', () => {
    for (const file of ['index.html', 'sw.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'static/js/main.0123abcdef.js.map']) {
      expect(isPrecached(file), file).toBe(false);
    }
    expect(isPrecached('static/js/main.0123abcdef.js.LICENSE.txt')).toBe(false);
    expect(isPrecached('static/js/on-demand-firebase.0123abcdef.js')).toBe(false);
  });
});
