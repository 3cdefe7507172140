import type { LoaderContext } from '@rspack/core';

/**
 * react-router's production build, made shakeable (issue 22). It creates its contexts and its
 * `forwardRef` components (`Link`, `NavLink`, `Form`) with plain calls, then names each in a
 * statement of its own (`Form.displayName = "Form"`). To the bundler both are side effects, so every
 * component stays, used or not, with all it calls: `Form` alone keeps the fetchers and the data
 * router's submit code, which no app here uses (the kernel's `routing` concern re-exports neither).
 * Marked pure and without their names, what no app imports goes: 1.2 KiB gzip of the first visit.
 * The names served only React's developer tools; `start` (development) keeps react-router whole.
 *
 * `<Link prefetch>` renders framework mode's `PrefetchPageLinks` beside its `<a>`, which needs a
 * `<HydratedRouter>`: under the kernel's `HashRouter` it can only throw ("You must render this
 * element inside a <HydratedRouter> element"). Without it, a Link is its `<a>` whatever its
 * `prefetch`, and the prefetching code (route-module links, single-fetch URLs, about 1 KiB gzip)
 * leaves the first visit.
 */
export function pureReactRouter(source: string): string {
  return (
    source
      // `Form.displayName = "Form";`, alone on its line at the top level (nested ones are indented).
      .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
      // `var Link = React10.forwardRef(` / `var RouteContext = React.createContext(`: pure calls.
      .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
      // Link's `<>{link}<PrefetchPageLinks page={href} /></>`: the link alone.
      .replace(/(React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\)/g, 'link')
  );
}

export default function reactRouterPureLoader(this: LoaderContext, source: string): string {
  return pureReactRouter(source);
}
