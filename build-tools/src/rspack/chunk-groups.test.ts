import { describe, expect, it } from 'vitest';
import { SHARED_KERNEL_GROUP, SHARED_VENDORS_GROUP, hostStylesGroup } from './create-app-config.ts';

const pnpm = (name: string, file: string) => `/site/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/${file}`;

describe('the host’s chunk groups', () => {
  it('put what start-up’s first stage needs in shared-kernel: React’s core, jotai, the kernel but its rendering and the fingerprint', () => {
    for (const file of [
      pnpm('react', 'index.js'),
      pnpm('react', 'jsx-runtime.js'),
      pnpm('jotai', 'vanilla.js'),
      '/site/shared-kernel/src/api/casino-api.ts',
      '/site/shared-kernel/src/state/session.ts',
      '/site/shared-kernel/src/ui/theme.ts',
      '/site/shared-kernel/src/device/device-id.ts',
      '/site/shared-kernel/src/format/core.ts',
      '/site/shared-kernel/src/format/money.ts',
    ]) {
      expect([file, SHARED_KERNEL_GROUP.test.test(file), SHARED_VENDORS_GROUP.test.test(file)]).toEqual([file, true, false]);
    }
  });

  it('put the renderer in shared-vendors: react-dom, the router, single-spa-react, the kernel’s UI, routing and remote lifecycles', () => {
    for (const file of [
      pnpm('react-dom', 'client.js'),
      pnpm('scheduler', 'index.js'),
      pnpm('react-router', 'dist/index.mjs'),
      pnpm('single-spa-react', 'lib/parcel.js'),
      '/site/shared-kernel/src/ui/core.ts',
      '/site/shared-kernel/src/ui/button.tsx',
      '/site/shared-kernel/src/routing/index.ts',
      '/site/shared-kernel/src/remote/remote-router.tsx',
    ]) {
      expect([file, SHARED_KERNEL_GROUP.test.test(file), SHARED_VENDORS_GROUP.test.test(file)]).toEqual([file, false, true]);
    }
  });

  it('leave the kit’s dialogs and form controls, and the formats no first screen shows, to the chunks of the code that uses them', () => {
    for (const file of [
      '/site/shared-kernel/src/format/index.ts',
      '/site/shared-kernel/src/format/on-demand/cards.ts',
      '/site/shared-kernel/src/ui/index.ts',
      '/site/shared-kernel/src/ui/dialogs-and-forms/dialog.tsx',
      '/site/shared-kernel/src/ui/dialogs-and-forms/input.tsx',
      '/site/shared-kernel/src/ui/dialogs-and-forms/use-send-code.ts',
    ]) {
      expect([file, SHARED_KERNEL_GROUP.test.test(file), SHARED_VENDORS_GROUP.test.test(file)]).toEqual([file, false, false]);
    }
  });

  it('leave the device fingerprint and the shell’s own code alone', () => {
    for (const file of ['/site/shared-kernel/src/device/fingerprint.ts', '/site/shell/src/bootstrap.tsx', pnpm('zod', 'index.js')]) {
      expect([file, SHARED_KERNEL_GROUP.test.test(file) || SHARED_VENDORS_GROUP.test.test(file)]).toEqual([file, false]);
    }
  });

  it('take the first screen’s stylesheets into one, and leave those shown on demand with their code', () => {
    const styles = hostStylesGroup('/site/shell', ['src/auth', 'src/pages']);
    expect(styles.priority).toBeGreaterThan(0);
    const taken = (file: string) => [file, styles.test.test(file)];
    for (const file of [
      '/site/shared-kernel/src/ui/button.module.css',
      '/site/shared-kernel/src/ui/themes.css',
      '/site/shell/src/layout/layout.module.css',
      '/site/shell/src/authority/x.module.css',
    ]) {
      expect(taken(file)).toEqual([file, true]);
    }
    for (const file of [
      '/site/shared-kernel/src/ui/dialogs-and-forms/dialog.module.css',
      '/site/shell/src/auth/auth.module.css',
      '/site/shell/src/pages/pages.module.css',
      '/site/shell/src/layout/layout.tsx',
    ]) {
      expect(taken(file)).toEqual([file, false]);
    }
    expect(hostStylesGroup('/site/shell').test.test('/site/shell/src/auth/auth.module.css')).toBe(true);
  });
});
