import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { ComponentType } from 'react';
import { KernelProvider } from '@casino/shared-kernel/state';
import type { RemoteProps } from './remote-props.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

/**
 * React roots whose renders are transitions: React draws them in slices of a few milliseconds and
 * lets the page answer input in between, instead of one long task per mount or update.
 */
const transitionRoots = {
  createRoot(container: Element | DocumentFragment) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: React.ReactNode) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

/**
 * The single-spa lifecycles of a remote's exposed module (`./app` or `./dialogs`). Every remote
 * builds its exposes with this, so each parcel gets the kernel's store and the crash boundary.
 */
export function createRemoteLifecycles(rootComponent: ComponentType<RemoteProps>): ReactAppOrParcel<RemoteProps> {
  function RemoteRootContent(props: RemoteProps) {
    const Root = rootComponent;
    return (
      <KernelProvider>
        <Root {...props} />
      </KernelProvider>
    );
  }
  // Memoised on its props: the shell's <Parcel> passes them on at each of its own renders (a
  // toast, a wallet change, a dialog), and with equal props the remote's tree has nothing to draw
  // again. Before, the whole Dashboard (a hundred tiles) rendered again at each.
  const RemoteRoot = React.memo(RemoteRootContent);
  RemoteRoot.displayName = `RemoteRoot(${rootComponent.displayName ?? rootComponent.name})`;

  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: RemoteRoot,
    errorBoundaryClass: RemoteErrorBoundary,
    renderType: 'createRoot',
  });
}
