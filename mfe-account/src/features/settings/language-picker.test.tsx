// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { KernelProvider, kernelStore, languageAtom } from '@casino/shared-kernel/state';
import { LanguagePicker } from './language-picker.tsx';

afterEach(cleanup);

it('sets the shared language, which every remote and the shell read, and announces it', () => {
  const changed = vi.fn();
  const off = casinoBus.on('language:changed', changed);
  render(
    <KernelProvider>
      <LanguagePicker />
    </KernelProvider>,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt-br' } });
  expect(kernelStore.get(languageAtom)).toBe('pt-br');
  expect(changed).toHaveBeenCalledWith({ language: 'pt-br' });
  off();
});
