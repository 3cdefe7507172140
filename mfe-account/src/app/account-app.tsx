import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { NotOwnedPage, RemoteLoading } from '@casino/shared-kernel/ui-core';
import { loadAccountTexts, useAccountTextsReady } from '../i18n/account-texts.ts';
import { MyPage } from './my-page.tsx';

/** The account's texts load once (cached in local storage after the first visit). */
function WithAccountTexts({ children }: { children: ReactNode }) {
  const ready = useAccountTextsReady();
  useEffect(() => {
    void loadAccountTexts();
  }, []);
  return ready ? children : <RemoteLoading remote="mfe-account" />;
}

/** The routes this remote owns (platform.md): `/my`, the user centre. */
export function AccountApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <WithAccountTexts>
        <Routes>
          <Route path="/my" caseSensitive element={<MyPage />} />
          <Route path="*" element={<NotOwnedPage owner="mfe-account" />} />
        </Routes>
      </WithAccountTexts>
    </RemoteRouter>
  );
}
