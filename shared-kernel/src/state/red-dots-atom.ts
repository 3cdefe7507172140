import { atom } from 'jotai';
import type { RedDots } from '@casino/shared-kernel/api-contract';

/**
 * The red dots (`POST /api/hall/getRed`) as last fetched; null while signed out or before the first
 * fetch. Whoever fetches them on `red-dots:changed` writes them here.
 */
export const redDotsAtom = atom<RedDots | null>(null);
