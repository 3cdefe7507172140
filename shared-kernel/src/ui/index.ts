/**
 * The kernel's UI kit, whole: the first-screen part (`@casino/shared-kernel/ui-core`, re-exported
 * here from the one shared instance) and the dialogs and form controls, loaded only by the apps'
 * code that shows them. Import from here unless the module is on a first screen.
 * @packageDocumentation
 */
export * from '@casino/shared-kernel/ui-core';
export { Dialog, type DialogProps } from './dialogs-and-forms/dialog.tsx';
export { DialogFrame, type DialogFrameProps } from './dialogs-and-forms/dialog-frame.tsx';
export { OwnedDialogs, type DialogDefinition, type DialogRegistry } from './dialogs-and-forms/owned-dialogs.tsx';
export { Input, type InputProps } from './dialogs-and-forms/input.tsx';
export { Countdown, type CountdownProps } from './dialogs-and-forms/countdown.tsx';
export { useSendCode, CODE_RESEND_SECONDS } from './dialogs-and-forms/use-send-code.ts';
export { CodeField, type CodeFieldProps } from './dialogs-and-forms/code-field.tsx';
