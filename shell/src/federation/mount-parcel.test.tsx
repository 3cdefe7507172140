// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountRootParcel, type ParcelStatus } from './mount-parcel.ts';

afterEach(cleanup);

type Props = Record<string, unknown> & { domElement: HTMLElement };

/** Lifecycles that log what they were called with. */
function recordingConfig(log: string[]) {
  return {
    name: 'lobby',
    bootstrap: vi.fn(async () => void log.push('bootstrap')),
    mount: vi.fn(async (props: Props) => {
      log.push(`mount ${String(props['greeting'])}`);
      props.domElement.textContent = String(props['greeting']);
    }),
    update: vi.fn(async (props: Props) => {
      log.push(`update ${String(props['greeting'])}`);
      props.domElement.textContent = String(props['greeting']);
    }),
    unmount: vi.fn(async (props: Props) => {
      log.push('unmount');
      props.domElement.textContent = '';
    }),
  };
}

describe('mountRootParcel (single-spa’s parcel rules)', () => {
  it('bootstraps once, mounts, updates while mounted, unmounts, and mounts again', async () => {
    const log: string[] = [];
    const config = recordingConfig(log);
    const domElement = document.createElement('div');
    const parcel = mountRootParcel(config, { domElement, greeting: 'hello' });
    const statuses: ParcelStatus[] = [parcel.getStatus()];
    await parcel.mountPromise;
    statuses.push(parcel.getStatus());
    expect(domElement.textContent).toBe('hello');
    await parcel.update?.({ domElement, greeting: 'again' });
    expect(domElement.textContent).toBe('again');
    await parcel.unmount();
    await expect(parcel.unmountPromise).resolves.toBeNull();
    statuses.push(parcel.getStatus());
    await parcel.mount();
    statuses.push(parcel.getStatus());
    expect(statuses).toEqual(['NOT_BOOTSTRAPPED', 'MOUNTED', 'NOT_MOUNTED', 'MOUNTED']);
    expect(log).toEqual(['bootstrap', 'mount hello', 'update again', 'unmount', 'mount again']);
    // Lifecycles get single-spa's props besides the parcel's own.
    expect(config.mount.mock.calls[0]?.[0]).toMatchObject({ name: 'lobby', domElement, greeting: 'hello' });
    expect(typeof config.mount.mock.calls[0]?.[0]['mountParcel']).toBe('function');
    expect(typeof config.mount.mock.calls[0]?.[0]['unmountSelf']).toBe('function');
  });

  it('loads a config from a loading function and runs arrays of lifecycles in order', async () => {
    const order: string[] = [];
    const step = (label: string) => async () => void order.push(label);
    // No bootstrap: single-spa's parcels may go without one.
    const parcel = mountRootParcel(async () => ({ mount: [step('mount 1'), step('mount 2')], unmount: step('unmount') }) as never, {
      domElement: document.createElement('div'),
    });
    expect(parcel.getStatus()).toBe('LOADING_SOURCE_CODE');
    await parcel.mountPromise;
    expect(order).toEqual(['mount 1', 'mount 2']);
    // No update lifecycle: nothing to update with.
    expect(parcel.update).toBeUndefined();
  });

  it('leaves a parcel whose mount fails broken, after unmounting what it rendered', async () => {
    const unmount = vi.fn(async () => undefined);
    const parcel = mountRootParcel(
      {
        name: 'wallet',
        bootstrap: async () => undefined,
        mount: async () => {
          throw new Error('boom');
        },
        unmount,
      },
      { domElement: document.createElement('div') },
    );
    await expect(parcel.mountPromise).rejects.toThrow("parcel 'wallet' died in status MOUNTING: boom");
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
    expect(unmount).toHaveBeenCalledTimes(1);
    // Nothing more happens to a broken parcel: unmounting it reports why it broke.
    await expect(parcel.unmount()).rejects.toThrow("parcel 'wallet' died in status MOUNTING: boom");
  });

  it('refuses a config without mount or unmount, a lifecycle that returns no promise, and props without a domElement', async () => {
    const domElement = document.createElement('div');
    const noMount = mountRootParcel({ name: 'x', unmount: async () => undefined } as never, { domElement });
    await expect(noMount.mountPromise).rejects.toThrow('Parcel x must have a valid mount function');
    const noPromise = mountRootParcel(
      { name: 'y', bootstrap: async () => undefined, mount: (() => undefined) as never, unmount: async () => undefined },
      { domElement },
    );
    await expect(noPromise.mountPromise).rejects.toThrow('the lifecycle function mount at array index 0 did not return a promise');
    expect(noPromise.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
    expect(() => mountRootParcel({ bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined }, {} as never)).toThrow(
      'without a domElement',
    );
  });

  it('unmounts the parcels a parcel mounted before the parcel itself', async () => {
    const order: string[] = [];
    const child = {
      name: 'child',
      bootstrap: async () => undefined,
      mount: async () => void order.push('child mount'),
      unmount: async () => void order.push('child unmount'),
    };
    const parent = mountRootParcel(
      {
        name: 'parent',
        bootstrap: async () => undefined,
        mount: async (props: Props) => {
          const mountParcel = props['mountParcel'] as typeof mountRootParcel;
          await mountParcel(child, { domElement: document.createElement('div') }).mountPromise;
          order.push('parent mount');
        },
        unmount: async () => void order.push('parent unmount'),
      },
      { domElement: document.createElement('div') },
    );
    await parent.mountPromise;
    await parent.unmount();
    expect(order).toEqual(['child mount', 'parent mount', 'child unmount', 'parent unmount']);
  });

  it('runs single-spa-react’s lifecycles under single-spa-react’s <Parcel>', async () => {
    function Greeting({ greeting }: { greeting?: string }) {
      return <p>{greeting}</p>;
    }
    const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: Greeting, renderType: 'createRoot' });
    const view = render(<Parcel config={lifecycles} mountParcel={mountRootParcel} greeting="Olá" />);
    expect(await screen.findByText('Olá')).toBeDefined();
    view.rerender(<Parcel config={lifecycles} mountParcel={mountRootParcel} greeting="Hello" />);
    expect(await screen.findByText('Hello')).toBeDefined();
    act(() => view.unmount());
    // single-spa unmounts the parcel after React's own unmount has returned.
    await waitFor(() => expect(screen.queryByText('Hello')).toBeNull());
  });
});
