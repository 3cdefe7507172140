import { useEffect, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { kernelStore, siteSettingsAtom } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import { customerServiceAction, isSafeSupportUrl, openSupportTab } from './customer-service.ts';
import { liveChat } from './live-chat.ts';
import styles from './notices.module.css';

/**
 * Customer service (spec 2, 4), opened with `openDialog('shell.customer-service')`: asks
 * `/api/customer/info`; flag 1 maximizes the live chat, anything else shows an alert and opens the
 * support url in a new tab (the alert keeps a link, for a browser that blocked the tab).
 */
export default function CustomerServiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    casinoApi.get('customerInfo').then(
      (info) => {
        if (!live) return;
        const action = customerServiceAction(info, kernelStore.get(siteSettingsAtom).liveChatLicense);
        if (action.kind === 'live-chat') {
          liveChat.show(action.license, 'maximized');
          onClose();
          return;
        }
        openSupportTab(action.url);
        setUrl(action.url);
      },
      // The API client has shown the failure already.
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Dialog
      open={url !== null}
      title={t('customer_service_title')}
      onClose={onClose}
      testId="shell.customer-service"
      footer={<Button onClick={onClose}>{t('customer_service_ok')}</Button>}
    >
      <p role="alert">{t('customer_service_new_tab')}</p>
      {url !== null && isSafeSupportUrl(url) && (
        <a className={styles.supportLink} href={url} target="_blank" rel="noopener noreferrer" data-testid="shell.customer-service.link">
          {t('customer_service_open')}
        </a>
      )}
    </Dialog>
  );
}
