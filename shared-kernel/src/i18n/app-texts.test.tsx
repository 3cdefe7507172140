// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTexts, initI18n } from './index.ts';

afterEach(cleanup);

describe('an app’s texts', () => {
  it('load once however often asked, say when they are in, and read in the player’s language', async () => {
    await initI18n();
    const loads: string[] = [];
    const texts = createAppTexts('account', {
      version: 'test-1',
      load: async (language) => {
        loads.push(language);
        return { default: { title: 'My account', greeting: 'Hello {{name}}' } };
      },
    });
    function Title() {
      const t = texts.useText();
      return <h1>{texts.useReady() ? t('greeting', { name: 'Ana' }) : 'waiting'}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('waiting');
    await act(async () => {
      await Promise.all([texts.load(), texts.load()]);
    });
    await expect.poll(() => screen.getByRole('heading').textContent).toBe('Hello Ana');
    // One registration: each language's bundle once (the current one, and pt-br, the fallback, if asked).
    expect(new Set(loads).size).toBe(loads.length);
  });
});
