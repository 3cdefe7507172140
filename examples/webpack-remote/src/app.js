// Plain JavaScript, no JSX: this build has no compiler, only webpack.
import { createElement as h } from 'react';
import { createRemoteLifecycles, RemoteRouter } from '@casino/shared-kernel/remote';
import { Link, Route, Routes } from '@casino/shared-kernel/routing';
import { openDialog } from '@casino/shared-kernel/state';

export const TITLE = 'My account, built outside with webpack 5';

/** @param {{ version: string }} props */
function Page({ version }) {
  return h(
    'section',
    { 'data-testid': 'example.account.page', 'data-version': version },
    h('h1', null, TITLE),
    h('nav', null, h(Link, { to: '/activity' }, 'Activities')),
    h('button', { type: 'button', onClick: () => openDialog('account.outside-note', { from: '/my' }) }, 'Open the account note'),
  );
}

/** The route of mfe-account this build renders, on the shell's router (one history, one URL). */
function AccountApp({ routing, version }) {
  return h(
    RemoteRouter,
    { routing },
    h(
      Routes,
      null,
      h(Route, { path: '/my', caseSensitive: true, element: h(Page, { version }) }),
      h(Route, { path: '*', element: h('p', null, 'This page is not part of the outside account build.') }),
    ),
  );
}

export default createRemoteLifecycles(AccountApp);
