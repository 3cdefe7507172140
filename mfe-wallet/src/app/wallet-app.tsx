import { useEffect } from 'react';
import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { openDialog } from '@casino/shared-kernel/state';
import { NotOwnedPage, PageFrame } from '@casino/shared-kernel/ui-core';
import { loadWalletTexts, useWalletText } from '../i18n/wallet-texts.ts';
import { walletDialogs } from './wallet-dialogs.tsx';

/**
 * The wallet owns no route of the site (platform.md): the shell never mounts this parcel. It is the
 * wallet team's own page, listing the wallet's dialogs so each can be opened and worked on alone.
 */
export function WalletApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        <Route path="/" element={<DialogList />} />
        <Route path="*" element={<NotOwnedPage owner="mfe-wallet" />} />
      </Routes>
    </RemoteRouter>
  );
}

function DialogList() {
  const t = useWalletText();
  useEffect(() => {
    void loadWalletTexts();
  }, []);
  return (
    <PageFrame title={t('wallet_title')} owner="mfe-wallet" dev>
      <ul>
        {Object.entries(walletDialogs).map(([name, { titleKey }]) => (
          <li key={name}>
            <button type="button" onClick={() => openDialog(name as `wallet.${string}`)}>
              {t(titleKey)}
            </button>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
