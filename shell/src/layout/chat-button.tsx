import { useSyncExternalStore } from 'react';
import { openDialog } from '@casino/shared-kernel/state';
import { liveChat } from '../notices/live-chat.ts';
import { Icon } from './icons.tsx';
import { useLayoutText } from './layout-text.ts';
import styles from './layout.module.css';

/**
 * The live chat's floating button, for a brand whose site settings carry a `liveChatLicense`: opens
 * the chat maximized (`shell.live-chat`). Once the vendor's widget has loaded it shows its own
 * launcher, so this one goes: never two chat buttons.
 */
export default function ChatButton() {
  const text = useLayoutText();
  const loaded = useSyncExternalStore(liveChat.subscribe, liveChat.loaded);
  if (loaded) return null;
  return (
    <button type="button" className={styles.chatButton} data-testid="shell.chat-button" onClick={() => openDialog('shell.live-chat')}>
      <Icon name="chat" />
      <span className={styles.chatLabel}>{text('layout_live_chat')}</span>
    </button>
  );
}
