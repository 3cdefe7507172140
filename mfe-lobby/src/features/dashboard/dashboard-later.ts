// What the Dashboard shows only once the player acts, as one chunk: the search's results (when the
// box is first touched), a category tab's panel (when a tab is pressed or focused) and the last
// sections, the events and the join banners (when the player scrolls near them). Each chunk costs
// every first visit its name and hashes in remoteEntry.js (about 90 bytes gzip), these parts are
// half a KiB or less each, and whoever reaches one of them is the player who will soon want the
// others: one fetch, one chunk (dashboard-later-code.ts).
export { findGames, onSearchKey, SearchOptions } from '../search/search-results.tsx';
export { CategoryPanel } from './category-panel.tsx';
export { ActivityCenter } from './activity-center.tsx';
export { JoinBanners } from './join-banners.tsx';
