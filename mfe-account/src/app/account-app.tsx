import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { NotOwnedPage, PageFrame } from '@casino/shared-kernel/ui';
import { LanguagePicker } from '../features/settings/language-picker.tsx';

/** The routes this remote owns (platform.md). */
export function AccountApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        <Route
          path="/my"
          caseSensitive
          element={
            <PageFrame title="My account" owner="mfe-account">
              <LanguagePicker />
            </PageFrame>
          }
        />
        <Route path="*" element={<NotOwnedPage owner="mfe-account" />} />
      </Routes>
    </RemoteRouter>
  );
}
