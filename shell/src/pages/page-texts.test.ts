import { describe } from 'vitest';
import { itIsAnOwnNamespace } from '../testing/own-namespace.ts';
import { PAGES_NAMESPACE } from './page-texts.ts';

describe('the shell pages namespace (shell-pages)', () => {
  itIsAnOwnNamespace(PAGES_NAMESPACE, 'PAGE_TEXTS_VERSION in page-texts.ts', 20);
});
