// Apps read and write atoms through these hooks, never through jotai directly (lint rule), so that
// the store stays the kernel's business.
export { useAtom, useAtomValue, useSetAtom } from 'jotai';
export { kernelStore } from './kernel-store.ts';
export { KernelProvider } from './kernel-provider.tsx';
export { useTransitionSnapshot } from './transition-snapshot.ts';
export {
  languageAtom,
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_NUM,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  offeredLanguages,
  type Language,
} from './language-atom.ts';
export { layoutAtom, PHONE_LAYOUT_MAX_WIDTH, type Layout } from './layout-atom.ts';
export {
  openDialogsAtom,
  openDialog,
  closeDialog,
  offerDialog,
  offeredDialogsAtom,
  withdrawOffer,
  withdrawAllOffers,
  SELF_OPENING_ORDER,
  ANNOUNCEMENT_DIALOG,
  dialogOwner,
  DIALOG_OWNERS,
  SELF_OPENING_DIALOGS,
  type DialogName,
  type DialogOwner,
  type OpenDialog,
} from './dialogs.ts';
export { sessionAtom, tokenAtom, isSignedInAtom, userInfoAtom, SIGNED_OUT, type Session } from './session.ts';
export { signIn, signOut, requireLogin, AUTH_DIALOGS, type SignInResponse, type SignOutOptions } from './auth.ts';
export { walletAtom, type WalletBalances } from './wallet-atom.ts';
export { lobbyInfoAtom, lobbyInfoCallAtom, type LobbyInfoCall } from './lobby-info-atom.ts';
export { redDotsAtom, agencyRedDotAtom, hasAgencyRedDot, AGENCY_PATH } from './red-dots-atom.ts';
export { mailUnreadAtom } from './mail-unread-atom.ts';
export { toastsAtom, toast, dismissToast, TOAST_DEFAULT_MS, MAX_VISIBLE_TOASTS, type Toast } from './toasts.ts';
export {
  siteSettingsAtom,
  applySiteSettings,
  applySiteFavicon,
  applySiteTitle,
  loadSiteSettings,
  isConfigured,
  DEFAULT_SITE_SETTINGS,
  FALLBACK_CURRENCY,
} from './site-settings.ts';
