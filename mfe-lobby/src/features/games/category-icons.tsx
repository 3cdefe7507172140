import type { ReactNode } from 'react';

// One glyph per lobby category of spec 9 (24×24, drawn with currentColor), plus the lobby's own
// tabs and lists. An unknown category gets the generic card glyph.
const path = (d: string) => <path d={d} fill="currentColor" />;

const GLYPHS: Readonly<Record<string, ReactNode>> = {
  lobby: path('M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z'),
  poputar_list: path(
    'M13.5 2s1 3.2-1.6 6.1C9.6 10.6 8 12.3 8 15a4 4 0 0 0 8 0c0-1.4-.5-2.4-1-3.2 2.7 1.3 4 3.6 4 6.2A7 7 0 0 1 5 18c0-4.3 2.6-6.6 4.6-8.6C12 7 13.5 5 13.5 2z',
  ),
  lobby_Original: path('M12 2l2.6 6.3L21 9l-5 4.4L17.5 20 12 16.6 6.5 20 8 13.4 3 9l6.4-.7z'),
  lobby_slots: path(
    'M3 6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm2 3v6h2.5V9zm3.8 0v6h2.4V9zM12.5 9v6H15V9zM19 7h1a1 1 0 0 1 1 1v5a1 1 0 0 1-2 0z',
  ),
  lobby_live: path('M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 20c.6-4 3.8-7 8-7s7.4 3 8 7zM19 4.5l2.5-1v5l-2.5-1z'),
  lobby_sports: path(
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 4.2L8.4 8.8l1.4 4.2h4.4l1.4-4.2zM5 11.3l-.9 2.8 2 2.8 2.4-.7-1.3-4zm14 0l-2.2.9-1.3 4 2.4.7 2-2.8z',
  ),
  lobby_web: path(
    'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm3.5 4.5v1.5H6v2h1.5v1.5h2V13H11v-2H9.5V9.5zm8 .5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  ),
  lobby_salon: path('M12 2l3 5h-6zM5 9h14l-1.5 11h-11zm4 3v5h2v-5zm4 0v5h2v-5z'),
  'lobby_Gold Games': path('M12 3c5 0 9 1.8 9 4v10c0 2.2-4 4-9 4s-9-1.8-9-4V7c0-2.2 4-4 9-4zm0 2C8 5 5 6.2 5 7s3 2 7 2 7-1.2 7-2-3-2-7-2z'),
  game_poker: path('M12 2c3 3.5 7 6 7 10a4 4 0 0 1-6.3 3.3L14 20h-4l1.3-4.7A4 4 0 0 1 5 12c0-4 4-6.5 7-10z'),
  game_manufacturer: path('M4 10l8-6 8 6v10h-5v-6H9v6H4z'),
  card: path('M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm6 5l-3 4 3 4 3-4z'),
};

/** The icon of a lobby category key (or `lobby`, `poputar_list`); decorative. */
export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
      {GLYPHS[category] ?? GLYPHS.card}
    </svg>
  );
}
