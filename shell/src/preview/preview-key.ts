import { safeSessionStorage } from '@casino/shared-kernel/storage';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './preview-names.ts';

export { PREVIEW_PARAM, PREVIEW_STORAGE_KEY };

/**
 * Whether this page load may preview something: asked in the URL or kept by the tab. Cheap on
 * purpose: the code that settles previews loads only when this is true.
 */
export function mayPreview(url: URL): boolean {
  return url.searchParams.has(PREVIEW_PARAM) || safeSessionStorage.getItem(PREVIEW_STORAGE_KEY) !== null;
}
