import { describe } from 'vitest';
import { itIsAnOwnNamespace } from '../testing/own-namespace.ts';
import { AUTH_NAMESPACE } from './auth-texts.ts';

describe('the sign-in dialogs namespace (shell-auth)', () => {
  itIsAnOwnNamespace(AUTH_NAMESPACE, 'AUTH_TEXTS_VERSION in auth-texts.ts', 40);
});
