import { describe } from 'vitest';
import { itIsAnOwnNamespace } from '../testing/own-namespace.ts';
import { RG_NAMESPACE } from './rg-texts.ts';

describe('the responsible gaming namespace (shell-responsible-gaming)', () => {
  itIsAnOwnNamespace(RG_NAMESPACE, 'RG_TEXTS_VERSION in rg-texts.ts', 10);
});
