import { lazy, Suspense } from 'react';
import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { NotOwnedPage, RemoteLoading } from '@casino/shared-kernel/ui-core';
import { useGoldPanningAutoOpen } from '../features/gold-panning/use-gold-panning-auto-open.ts';
import { WithPromotionsTexts } from '../i18n/with-promotions-texts.tsx';

/**
 * The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes
 * them. `title` is the page's heading in English, the site's default language (a release retitles
 * a page here); `titleKey` is its translation in the other languages.
 */
export const promotionsPages = [
  { path: '/activity', title: 'Activities', titleKey: 'page_activity' },
  { path: '/blindBox', title: 'Lucky Box', titleKey: 'page_blind_box' },
  { path: '/invitation', title: 'Invite & Spin', titleKey: 'page_invitation' },
  { path: '/proxy', title: 'Agency', titleKey: 'page_proxy' },
] as const;

export type PromotionsPath = (typeof promotionsPages)[number]['path'];

// Each page loads when first visited: entering /activity fetches only the list's code.
const PAGES: Record<PromotionsPath, ReturnType<typeof lazy>> = {
  '/activity': lazy(() => import('../features/activities/activity-page.tsx')),
  '/blindBox': lazy(() => import('../features/blind-box/blind-box-page.tsx')),
  '/invitation': lazy(() => import('../features/invitation/invitation-page.tsx')),
  '/proxy': lazy(() => import('../features/agency/agency-page.tsx')),
};

export function PromotionsApp({ routing }: RemoteProps) {
  useGoldPanningAutoOpen();
  const loading = <RemoteLoading remote="mfe-promotions" />;
  return (
    <RemoteRouter routing={routing}>
      <WithPromotionsTexts fallback={loading}>
        <Routes>
          {promotionsPages.map(({ path }) => {
            const Page = PAGES[path];
            return <Route key={path} path={path} caseSensitive element={<Suspense fallback={loading}>{<Page />}</Suspense>} />;
          })}
          <Route path="*" element={<NotOwnedPage owner="mfe-promotions" />} />
        </Routes>
      </WithPromotionsTexts>
    </RemoteRouter>
  );
}
