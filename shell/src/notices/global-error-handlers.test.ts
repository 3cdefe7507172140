// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, toastsAtom } from '@casino/shared-kernel/state';
import { installGlobalErrorHandlers } from './global-error-handlers.ts';

describe('the global error handlers (spec 8)', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());

  it('swallow an uncaught error: the default report is prevented, the console gets it, no toast', () => {
    const log = vi.fn();
    uninstall = installGlobalErrorHandlers(window, log);
    const error = new Error('boom');
    const event = new ErrorEvent('error', { error, message: 'boom', cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('[shell] uncaught error', error);
    expect(kernelStore.get(toastsAtom)).toEqual([]);
  });

  it('swallow an unhandled rejection the same way', () => {
    const log = vi.fn();
    uninstall = installGlobalErrorHandlers(window, log);
    const reason = new Error('rejected');
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('[shell] unhandled rejection', reason);
    expect(kernelStore.get(toastsAtom)).toEqual([]);
  });

  it('stop handling once removed', () => {
    const log = vi.fn();
    installGlobalErrorHandlers(window, log)();
    const event = new ErrorEvent('error', { message: 'late', cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
