import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNEL_PACKAGE } from '../shared-singletons.ts';
import { pureReactRouter } from './react-router-pure.ts';

describe('pureReactRouter', () => {
  it('drops the top-level displayName statements and marks the context and forwardRef calls pure', () => {
    const source = [
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Form = React10.forwardRef(',
      '  function FormImpl(props, ref) {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '  }',
      ');',
      'Form.displayName = "Form";',
    ].join('\n');
    expect(pureReactRouter(source)).toBe(
      [
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl(props, ref) {',
        '    FetcherForm2.displayName = "fetcher.Form";',
        '  }',
        ');',
        '',
      ].join('\n'),
    );
  });

  it('still finds its statements in the react-router the kernel resolves (an upgrade that moves them fails here)', () => {
    const fromKernel = createRequire(createRequire(import.meta.url).resolve(`${KERNEL_PACKAGE}/package.json`));
    const production = fromKernel.resolve('react-router').replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
    const chunks = [...readFileSync(production, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]!);
    const source = [...new Set(chunks)].map((chunk) => readFileSync(path.join(path.dirname(production), chunk), 'utf8')).join('\n');
    expect(source).toMatch(/^Form\.displayName = "Form";$/m);
    const pure = pureReactRouter(source);
    expect(pure).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(pure).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(pure).toContain('var RouteContext = /* @__PURE__ */ React.createContext(');
    // Link renders its <a> alone: no framework-mode prefetching, which only throws under a HashRouter.
    expect(source).toContain('React10.createElement(PrefetchPageLinks, { page: href })');
    expect(pure).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(pure).toMatch(/return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ link : link;/);
  });
});
