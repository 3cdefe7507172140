import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { LobbyApp } from '../app/lobby-app.tsx';
import { loadLobbyTexts } from '../i18n/lobby-texts.ts';

// The texts start downloading as soon as the code has arrived (the shell loads it before its first
// render), not once the parcel has mounted: one round trip less before the Dashboard.
void loadLobbyTexts();

export default createRemoteLifecycles(LobbyApp);
