// Apps read and write atoms through these hooks, never through jotai directly (lint rule), so that
// the store stays the kernel's business.
export { useAtom, useAtomValue, useSetAtom } from 'jotai';
export { kernelStore } from './kernel-store.ts';
export { KernelProvider } from './kernel-provider.tsx';
export { languageAtom, LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './language-atom.ts';
export { layoutAtom, PHONE_LAYOUT_MAX_WIDTH, type Layout } from './layout-atom.ts';
export {
  openDialogsAtom,
  openDialog,
  closeDialog,
  dialogOwner,
  DIALOG_OWNERS,
  type DialogName,
  type DialogOwner,
  type OpenDialog,
} from './dialogs.ts';
