export { RemoteErrorPanel, type RemoteErrorPanelProps } from './remote-error-panel.tsx';
export { RemoteLoading } from './remote-loading.tsx';
export { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';
export { PageFrame, NotOwnedPage, type PageFrameProps } from './page-frame.tsx';
export { StoreFacts } from './store-facts.tsx';
export { OwnedDialogs, type DialogDefinition, type DialogRegistry } from './owned-dialogs.tsx';
export { LanguageSelect, type LanguageSelectProps } from './language-select.tsx';
