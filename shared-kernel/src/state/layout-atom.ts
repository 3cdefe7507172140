import { atom } from 'jotai';

/** Below this width the phone layout applies; at and above it, the desktop layout (spec 1, 9). */
export const PHONE_LAYOUT_MAX_WIDTH = 750;

export type Layout = 'phone' | 'desktop';

const phoneQuery = `(max-width: ${PHONE_LAYOUT_MAX_WIDTH - 0.02}px)`;

function currentLayout(): Layout {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  return window.matchMedia(phoneQuery).matches ? 'phone' : 'desktop';
}

const viewportLayoutAtom = atom<Layout>(currentLayout());
viewportLayoutAtom.onMount = (setLayout) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(phoneQuery);
  const update = () => setLayout(query.matches ? 'phone' : 'desktop');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/** `phone` under 750 px wide, `desktop` otherwise; follows resizes live. */
export const layoutAtom = atom((get) => get(viewportLayoutAtom));
