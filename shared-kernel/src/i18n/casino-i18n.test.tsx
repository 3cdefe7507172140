// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, languageAtom } from '@casino/shared-kernel/state';
import { casinoI18n, initI18n, registerNamespace, translate, useTranslation } from './index.ts';
import { KERNEL_BUNDLE_VERSION } from './kernel-messages.ts';

function CloseButton() {
  const { t } = useTranslation();
  return <button type="button">{t('close')}</button>;
}

function DepositLabel() {
  const { t } = useTranslation('wallet');
  return <p>{t('deposit')}</p>;
}

function LobbyStatus() {
  const { t, ready } = useTranslation(['lobby', 'wallet']);
  return <p>{ready ? `${t('title')} · ${t('deposit')} · ${t('close')}` : 'waiting'}</p>;
}

async function announce(language: string) {
  await act(async () => {
    casinoBus.emit('language:changed', { language });
    await expect.poll(() => casinoI18n.language).toBe(language);
  });
}

// One singleton per test file: these tests run in order and share it, as the apps of a page do.
describe('the kernel singleton', () => {
  afterEach(cleanup);

  it('starts in the language the language atom holds, with the kernel’s own texts', async () => {
    await initI18n();
    expect(casinoI18n.language).toBe(kernelStore.get(languageAtom));
    expect(casinoI18n.hasResourceBundle(casinoI18n.language, 'kernel')).toBe(true);
  });

  it('follows language:changed on the bus, caches the bundle and translates server texts', async () => {
    await announce('th');
    expect(translate('Request timed out')).toBe('คำขอหมดเวลา');
    expect(translate('Daily_Gift_Today')).toBe('วันนี้คุณซื้อของขวัญประจำวันไปแล้ว กรุณากลับมาใหม่พรุ่งนี้');
    expect(translate('Insufficient balance')).toBe('Insufficient balance');
    expect(JSON.parse(localStorage.getItem('i18n:th-kernel') ?? 'null')).toMatchObject({ i18nVersion: KERNEL_BUNDLE_VERSION });
  });

  it('re-renders React text through the re-exported hook when the language changes', async () => {
    await announce('en');
    render(<CloseButton />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined();
    await announce('zh-tw');
    expect(screen.getByRole('button', { name: '關閉' })).toBeDefined();
  });

  it('renders a remote’s namespace once it is registered, and shows the keys until then', async () => {
    await announce('es');
    render(<DepositLabel />);
    expect(screen.getByText('deposit')).toBeDefined();
    await act(() => registerNamespace('wallet', { version: '1', load: async () => ({ deposit: 'Depositar' }) }));
    expect(screen.getByText('Depositar')).toBeDefined();
  });

  it('tells whether the first namespace is in, and searches the others, then the kernel', async () => {
    render(<LobbyStatus />);
    expect(screen.getByText('waiting')).toBeDefined();
    await act(() => registerNamespace('lobby', { version: '1', load: async () => ({ title: 'Salão' }) }));
    expect(screen.getByText('Salão · Depositar · Cerrar')).toBeDefined();
    expect(casinoI18n.getResource('es', 'lobby', 'title')).toBe('Salão');
    expect(casinoI18n.getResource('es', 'lobby', 'close')).toBeUndefined();
  });
});
