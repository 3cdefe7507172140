import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import type { AppProps } from 'single-spa';
import { casinoBus } from '@casino/shared-kernel/events';
import { RemoteErrorPanel } from '@casino/shared-kernel/ui-core';
import type { RemoteProps } from './remote-props.ts';

interface State {
  error: Error | null;
  /** Bumped by retry so the remote's tree mounts afresh. */
  attempt: number;
}

/**
 * Contains a remote that throws while rendering: its area shows the error panel, the rest of the
 * site keeps working, and Retry renders the remote again. The crash is announced (`remote:crashed`)
 * for the shell's load reports.
 */
export class RemoteErrorBoundary extends Component<RemoteProps & AppProps & { children?: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}] crashed while rendering`, error, info.componentStack);
    casinoBus.emit('remote:crashed', { remote: this.props.remote, version: this.props.version });
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    if (this.state.error) {
      return <RemoteErrorPanel remote={this.props.remote} reason="crashed" onRetry={this.retry} />;
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
