// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { DEFAULT_SITE_SETTINGS, kernelStore, languageAtom, lobbyInfoAtom, offeredLanguages, siteSettingsAtom } from '@casino/shared-kernel/state';
import { LanguageSelect } from './language-select.tsx';

const lobbyWith = (language_num: number | undefined) =>
  ({ server_cfg: { report_url: '', loginConfig: { loginMethodArr: [] }, language_num } }) as unknown as LobbyInfo;
const options = () => screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

afterEach(() => {
  cleanup();
  kernelStore.set(languageAtom, 'en');
  kernelStore.set(lobbyInfoAtom, null);
  kernelStore.set(siteSettingsAtom, DEFAULT_SITE_SETTINGS);
});

describe('offeredLanguages (spec 3 and 9: language_num, default 2)', () => {
  it('offers the brand’s own language first, then the site’s order, as many as the operator set', () => {
    expect(offeredLanguages(2, 'pt-br', 'pt-br')).toEqual(['pt-br', 'en']);
    expect(offeredLanguages(3, 'en', 'en')).toEqual(['en', 'es', 'pt-br']);
    expect(offeredLanguages(7, 'en', 'en')).toEqual(['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh']);
  });
  it('shows two when the lobby names no number or a nonsense one, and every language before the lobby answers', () => {
    expect(offeredLanguages(undefined, 'en', 'en')).toEqual(['en', 'es']);
    expect(offeredLanguages(0, 'en', 'en')).toEqual(['en', 'es']);
    expect(offeredLanguages(1.5, 'en', 'en')).toEqual(['en', 'es']);
    expect(offeredLanguages(null, 'pt-br', 'en')).toHaveLength(7);
  });
  it('keeps the player’s own choice in the menu even beyond the number', () => {
    expect(offeredLanguages(2, 'pt-br', 'th')).toEqual(['pt-br', 'en', 'th']);
  });
});

describe('LanguageSelect', () => {
  it('follows language_num as the lobby answers, and a choice changes the site’s language', () => {
    kernelStore.set(siteSettingsAtom, { ...DEFAULT_SITE_SETTINGS, lang: 'pt-br' });
    kernelStore.set(languageAtom, 'pt-br');
    render(
      <Provider store={kernelStore}>
        <LanguageSelect testId="test.language-select" />
      </Provider>,
    );
    expect(options()).toHaveLength(7);
    act(() => kernelStore.set(lobbyInfoAtom, lobbyWith(2)));
    expect(options()).toEqual(['pt-br', 'en']);
    fireEvent.change(screen.getByTestId('test.language-select'), { target: { value: 'en' } });
    expect(kernelStore.get(languageAtom)).toBe('en');
    act(() => kernelStore.set(lobbyInfoAtom, lobbyWith(undefined)));
    expect(options()).toEqual(['pt-br', 'en']);
  });
});
