/**
 * The UI kit's first-screen part (`@casino/shared-kernel/ui-core`): theme tokens, controls, frames
 * and pictures a page renders with. Styles are CSS Modules; the theme tokens and the root font rule
 * are global CSS loaded with this module. Dialogs and form controls, which no first screen shows,
 * are in `@casino/shared-kernel/ui` only, which re-exports all of this: the shell's and the lobby's
 * first screen import this module and skip their 2.3 KiB gzip; any app may keep importing `ui`.
 * @packageDocumentation
 */
export { THEMES, DEFAULT_THEME, applyTheme, isTheme, type Theme } from './theme.ts';
export { Button, BUTTON_CLICK_GUARD_MS, type ButtonProps, type ButtonVariant } from './button.tsx';
export { ToastHost, type ToastHostProps, type ToastMessage, type ToastType } from './toast-host.tsx';
export { Tabs, type TabsProps, type TabItem } from './tabs.tsx';
export { Skeleton, type SkeletonProps } from './skeleton.tsx';
export { LazyImage, LAZY_IMAGE_DELAY_MS, type LazyImageProps } from './lazy-image.tsx';
export { GameTile, type GameTileProps, type GameTileFavorite } from './game-tile.tsx';
export {
  Carousel,
  CAROUSEL_TRANSITION_MS,
  SWIPE_MIN_VELOCITY,
  SWIPE_MIN_DISTANCE_RATIO,
  type CarouselProps,
  type CarouselSlide,
} from './carousel.tsx';
export { Badge, BADGE_MAX, type BadgeProps } from './badge.tsx';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './remote-error-panel.tsx';
export { RemoteLoading } from './remote-loading.tsx';
export { PageFrame, NotOwnedPage, type PageFrameProps } from './page-frame.tsx';
export { StoreFacts } from './store-facts.tsx';
export { LanguageSelect, type LanguageSelectProps } from './language-select.tsx';
export { Avatar, AVATAR_COUNT } from './avatar.tsx';
export { useNow } from './use-now.ts';
export { useMoney, useGold } from './use-money.ts';
export { useOnScreen } from './use-on-screen.ts';
