/**
 * The avatar pictures: ids 0–11, as the server accepts for `avatar_id` (`PUT /api/user/updateAvatar`).
 * The shell's header draws the player's; the account remote's avatar picker offers them all.
 */
export const AVATAR_COUNT = 12;

const BACKGROUNDS = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#06b6d4', '#e11d48'];
const SKINS = ['#f8d3b0', '#e0ac7e', '#b9825a', '#8d5a3b'];
const HAIR = ['#2b1b12', '#6b3e1f', '#d9a441', '#1f2937'];

/** A player's avatar, drawn inline (no picture to download): a face on its colour, hair and skin varying by id. */
export function Avatar({ id, size = 32 }: { id: number | undefined; size?: number }) {
  const index = id !== undefined && Number.isInteger(id) && id >= 0 && id < AVATAR_COUNT ? id : 0;
  const skin = SKINS[index % SKINS.length];
  const hair = HAIR[(index >> 1) % HAIR.length];
  const style = index % 3;
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" data-avatar={index}>
      <circle cx="20" cy="20" r="20" fill={BACKGROUNDS[index]} />
      <circle cx="20" cy="22" r="11" fill={skin} />
      {style === 0 && <path d="M9 20a11 11 0 0 1 22 0c-4-3-8-4-11-4s-7 1-11 4z" fill={hair} />}
      {style === 1 && <path d="M8 24c0-10 5-15 12-15s12 5 12 15l-3-1c0-5-4-8-9-8s-9 3-9 8z" fill={hair} />}
      {style === 2 && <path d="M10 17c2-6 6-8 10-8s8 2 10 8l-4-2-3 3-3-3-3 3-3-3z" fill={hair} />}
      <circle cx="16" cy="22" r="1.4" fill="#1f2937" />
      <circle cx="24" cy="22" r="1.4" fill="#1f2937" />
      <path d="M16 27q4 3 8 0" stroke="#1f2937" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
