// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { casinoI18n, initI18n } from '@casino/shared-kernel/i18n';
import { kernelStore, languageAtom } from '@casino/shared-kernel/state';
import { Dialog } from './dialogs-and-forms/dialog.tsx';
import { RemoteErrorPanel } from './remote-error-panel.tsx';

function Kit() {
  return (
    <>
      <RemoteErrorPanel remote="mfe-wallet" reason="unavailable" onRetry={() => undefined} />
      <Dialog open title="Deposit" onClose={() => undefined} />
    </>
  );
}

afterAll(() => {
  cleanup();
  kernelStore.set(languageAtom, 'en');
});

describe('the UI kit’s own texts', () => {
  it('are English before translation has started, never bare keys', () => {
    expect(casinoI18n.hasResourceBundle(casinoI18n.language, 'kernel')).toBe(false);
    render(<Kit />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Section unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('follow the site language as soon as it changes, without a remount', async () => {
    await act(async () => {
      await initI18n();
      kernelStore.set(languageAtom, 'pt-br');
      casinoBus.emit('language:changed', { language: 'pt-br' });
      await expect.poll(() => casinoI18n.language).toBe('pt-br');
    });
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByText('Seção indisponível')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });
});
