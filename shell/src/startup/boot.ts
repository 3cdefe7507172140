// The page's boot script: bundled on its own and inline in index.html's head, after its deferred
// script tags (build-tools' InlineBootScriptPlugin), so it runs while the page is parsed, before any
// script file has arrived.
// It starts start-up's first requests (the brand's files, then the first page's remote entry),
// which otherwise waited for main.js; start-up's copy of early-fetches.ts takes them over. It may
// import nothing shared, and stays small: every byte of it is in every page view's HTML.
import { startEarlyFetches } from './early-fetches.ts';

startEarlyFetches();
