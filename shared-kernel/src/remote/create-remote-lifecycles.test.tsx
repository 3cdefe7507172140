// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteProps } from './remote-props.ts';
import { createRemoteLifecycles } from './create-remote-lifecycles.tsx';

type LifecycleProps = RemoteProps & { name: string; domElement: HTMLElement; singleSpa: object; mountParcel: () => void };
type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

// Counted by a mock, not a module variable: the React lint forbids writing outside a component from its render.
const rendered = vi.fn();
function CountingApp({ brand }: RemoteProps) {
  rendered(brand);
  return <p data-brand={brand}>lobby</p>;
}
const renders = () => rendered.mock.calls.length;

afterEach(() => {
  document.body.innerHTML = '';
  rendered.mockClear();
});

describe('a remote’s lifecycles', () => {
  it('draw the remote again only when the props the shell passes on have changed', async () => {
    const lifecycles = createRemoteLifecycles(CountingApp) as unknown as { bootstrap: Lifecycle; mount: Lifecycle; update: Lifecycle; unmount: Lifecycle };
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const singleSpa = {};
    const mountParcel = () => undefined;
    const props = (brand: string): LifecycleProps => ({ name: 'mfe-lobby', remote: 'mfe-lobby', version: '1.0.0', brand, domElement, singleSpa, mountParcel });

    await lifecycles.bootstrap(props('india'));
    await lifecycles.mount(props('india'));
    expect(domElement.querySelector('p')?.dataset['brand']).toBe('india');
    const afterMount = renders();

    // The shell rendered again (a toast, a wallet change): equal props, nothing drawn again.
    await lifecycles.update(props('india'));
    expect(renders()).toBe(afterMount);

    await lifecycles.update(props('brasil'));
    expect(renders()).toBe(afterMount + 1);
    expect(domElement.querySelector('p')?.dataset['brand']).toBe('brasil');

    await lifecycles.unmount(props('brasil'));
  });

  it('draw in slices: a long first render lets other tasks run before it is done', async () => {
    // Forty items of 2 ms each: about 80 ms of rendering, which one task would hold whole.
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    function SlowItem({ n }: { n: number }) {
      busy(2);
      return <li>{n}</li>;
    }
    function SlowApp() {
      return (
        <ul>
          {Array.from({ length: 40 }, (_, n) => (
            <SlowItem key={n} n={n} />
          ))}
        </ul>
      );
    }
    const lifecycles = createRemoteLifecycles(SlowApp) as unknown as { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props: LifecycleProps = {
      name: 'mfe-lobby',
      remote: 'mfe-lobby',
      version: '1.0.0',
      brand: 'india',
      domElement,
      singleSpa: {},
      mountParcel: () => undefined,
    };
    await lifecycles.bootstrap(props);
    const mounted = lifecycles.mount(props);
    // React schedules its render task from a microtask; a task queued after that one runs once the
    // render has yielded, while the list is still being drawn (a render in one piece has drawn it all).
    await Promise.resolve();
    await Promise.resolve();
    const itemsWhenOtherTaskRan = await new Promise<number>((resolve) => setTimeout(() => resolve(domElement.querySelectorAll('li').length), 0));
    await mounted;
    expect(itemsWhenOtherTaskRan).toBe(0);
    expect(domElement.querySelectorAll('li')).toHaveLength(40);
    await lifecycles.unmount(props);
  });
});
