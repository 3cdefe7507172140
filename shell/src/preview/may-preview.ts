// Whether a page load may preview, apart from the code that settles previews: the shell's first
// script asks it too (early-fetches.ts), and it may import nothing shared, so the tab's storage is
// read directly here. At start that reads what the kernel's safe session storage would: its
// in-memory stand-in (storage blocked) is empty when a page loads.

/** `?mf-preview=mfe-wallet@1.4.0-rc.1,mfe-games@2.0.0` (or the parameter repeated, one each). */
export const PREVIEW_PARAM = 'mf-preview';

/** Where a tab keeps its previews: session storage, so they hold across reloads of that tab only. */
export const PREVIEW_STORAGE_KEY = 'mfPreview';

/**
 * Whether this page load may preview something: asked in the URL or kept by the tab. Cheap on
 * purpose: the code that settles previews loads only when this is true.
 */
export function mayPreview(url: URL): boolean {
  if (url.searchParams.has(PREVIEW_PARAM)) return true;
  try {
    return sessionStorage.getItem(PREVIEW_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
