// The names of a preview, apart from the code that settles previews: the shell's first script
// reads them (early-fetches.ts), and it may import nothing shared.

/** `?mf-preview=mfe-wallet@1.4.0-rc.1,mfe-games@2.0.0` (or the parameter repeated, one each). */
export const PREVIEW_PARAM = 'mf-preview';

/** Where a tab keeps its previews: session storage, so they hold across reloads of that tab only. */
export const PREVIEW_STORAGE_KEY = 'mfPreview';
