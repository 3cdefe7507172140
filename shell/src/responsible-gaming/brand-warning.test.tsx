// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellConfigContext, type ShellConfig } from '../app/shell-context.ts';
import { SignInWarning } from './brand-warning.tsx';

const config = (brand: string) => ({ brand, versions: {} }) as unknown as ShellConfig;

describe('the sign-in warning', () => {
  afterEach(cleanup);

  it('warns brasil’s players at registration and login (Portaria SPA/MF 1.231/2024)', () => {
    render(
      <ShellConfigContext value={config('brasil')}>
        <SignInWarning />
      </ShellConfigContext>,
    );
    expect(screen.getByRole('note', { name: 'Responsible gaming warning' }).textContent).toContain('Over 18s only.');
  });

  it('shows nothing on a brand without one', () => {
    render(
      <ShellConfigContext value={config('india')}>
        <SignInWarning />
      </ShellConfigContext>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
