import { safeSessionStorage } from '@casino/shared-kernel/storage';

/** `?mf-preview=mfe-wallet@1.4.0-rc.1,mfe-games@2.0.0` (or the parameter repeated, one each). */
export const PREVIEW_PARAM = 'mf-preview';

/** Where a tab keeps its previews: session storage, so they hold across reloads of that tab only. */
export const PREVIEW_STORAGE_KEY = 'mfPreview';

/**
 * Whether this page load may preview something: asked in the URL or kept by the tab. Cheap on
 * purpose: the code that settles previews loads only when this is true.
 */
export function mayPreview(url: URL): boolean {
  return url.searchParams.has(PREVIEW_PARAM) || safeSessionStorage.getItem(PREVIEW_STORAGE_KEY) !== null;
}
