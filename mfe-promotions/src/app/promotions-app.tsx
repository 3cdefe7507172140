import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { PageFrame, NotOwnedPage } from '@casino/shared-kernel/ui';

/** The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes them. */
export const promotionsPages = [
  { path: '/activity', title: 'Activities' },
  { path: '/blindBox', title: 'Blind box' },
  { path: '/invitation', title: 'Invitation' },
  { path: '/proxy', title: 'Agency' },
] as const;

export function PromotionsApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        {promotionsPages.map(({ path, title }) => (
          <Route key={path} path={path} caseSensitive element={<PageFrame title={title} owner="mfe-promotions" />} />
        ))}
        <Route path="*" element={<NotOwnedPage owner="mfe-promotions" />} />
      </Routes>
    </RemoteRouter>
  );
}
