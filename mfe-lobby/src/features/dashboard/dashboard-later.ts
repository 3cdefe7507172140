// What the Dashboard shows only once the player acts, as a chunk of its own: the search's results
// (when the box is first touched; dashboard-later-code.ts fetches it).
export { findGames, onSearchKey, SearchOptions } from '../search/search-results.tsx';
