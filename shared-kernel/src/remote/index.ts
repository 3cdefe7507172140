export type { RemoteProps, RemoteRouting } from './remote-props.ts';
export { RemoteRouter } from './remote-router.tsx';
export { RemoteErrorBoundary } from './remote-error-boundary.tsx';
export { createRemoteLifecycles } from './create-remote-lifecycles.tsx';
