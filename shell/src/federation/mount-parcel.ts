import type { mountRootParcel as singleSpaMountRootParcel } from 'single-spa';

/**
 * single-spa's `mountRootParcel`, for single-spa-react's `<Parcel mountParcel={…}>`: the shell
 * mounts every remote's parcel with it. single-spa itself is 6.5 KiB gzip of a player's first visit
 * (one pre-bundled module that cannot be tree-shaken) for this one function; the site registers no
 * single-spa application, so the shell runs a parcel's life by single-spa's rules here:
 * - the config is the lifecycles object or a function that resolves to it; `mount` and `unmount`
 *   are required, `bootstrap` and `update` optional, each a function or an array run in order,
 *   each returning a promise;
 * - bootstrap runs once, then mount; `update(props)` only while mounted; `unmount()` unmounts the
 *   parcels it mounted itself first; `mount()` mounts it again after an unmount;
 * - a lifecycle that throws or rejects leaves the parcel SKIP_BECAUSE_BROKEN (a failed mount is
 *   unmounted first) and rejects with `parcel '<name>' died in status <STATUS>: <message>`;
 * - lifecycles get the parcel's props plus `name`, `mountParcel` (a child parcel) and `unmountSelf`.
 * Left out: the `singleSpa` prop (there is no application registry) and the console warnings for
 * slow lifecycles (single-spa never fails a parcel for being slow either).
 */
export type MountParcel = typeof singleSpaMountRootParcel;
export type Parcel = ReturnType<MountParcel>;
export type ParcelStatus = ReturnType<Parcel['getStatus']>;

type Props = Record<string, unknown> & { domElement?: unknown };
type Lifecycle = (props: Props) => Promise<unknown>;
type LifecycleName = 'bootstrap' | 'mount' | 'unmount' | 'update';

/** What unmounts with a parcel: the parcels mounted through its `mountParcel` prop. */
interface Owner {
  children: Set<() => Promise<unknown>>;
}

let parcelCount = 0;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** A lifecycle as one function (an array runs in order), or undefined for an optional one the config lacks. */
function lifecycleOf(config: Record<string, unknown>, kind: LifecycleName, name: string, required: boolean): Lifecycle | undefined {
  const value = config[kind];
  if (value === undefined && !required) return undefined;
  const fns: unknown[] = Array.isArray(value) ? value : [value];
  if (!fns.every((fn) => typeof fn === 'function')) {
    throw new Error(required ? `Parcel ${name} must have a valid ${kind} function` : `Parcel ${name} provided an invalid ${kind} function`);
  }
  return (props) =>
    fns.reduce<Promise<unknown>>(
      (previous, fn, index) =>
        previous.then(() => {
          const result: unknown = (fn as Lifecycle)(props);
          if (!isThenable(result)) throw new Error(`Within parcel ${name}, the lifecycle function ${kind} at array index ${index} did not return a promise`);
          return result;
        }),
      Promise.resolve(),
    );
}

/** Promises the parcel hands out that nobody may listen to: their failure is reported through mountPromise. */
const quiet = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

function mountParcelIn(owner: Owner): MountParcel {
  const mount = (config: unknown, customProps: Props): Parcel => {
    if (!config || (typeof config !== 'object' && typeof config !== 'function')) {
      throw new Error('Cannot mount parcel without a config object or config loading function');
    }
    const id = parcelCount++;
    let name = (typeof config === 'object' && typeof (config as { name?: unknown }).name === 'string' && (config as { name: string }).name) || `parcel-${id}`;
    if (typeof customProps !== 'object' || customProps === null) throw new Error(`Parcel ${name} has invalid customProps -- must be an object`);
    if (!customProps.domElement) throw new Error(`Parcel ${name} cannot be mounted without a domElement provided as a prop`);

    let status: ParcelStatus = typeof config === 'function' ? 'LOADING_SOURCE_CODE' : 'NOT_BOOTSTRAPPED';
    let props = customProps;
    const self: Owner = { children: new Set() };
    let lifecycles: Partial<Record<LifecycleName, Lifecycle>> = {};

    /** The error of a failed lifecycle, named as single-spa names it; the parcel is broken from now on. */
    const broken = (error: unknown): Error => {
      const prefix = `parcel '${name}' died in status ${status}: `;
      const result = error instanceof Error ? error : new Error(JSON.stringify(error));
      try {
        result.message = prefix + result.message;
      } catch {
        // A read-only message stays as it is.
      }
      status = 'SKIP_BECAUSE_BROKEN';
      return result;
    };

    const run = (kind: LifecycleName) => lifecycles[kind]?.({ ...props, name, mountParcel: mountParcelIn(self), unmountSelf }) ?? Promise.resolve();

    const toMount = async () => {
      if (status !== 'NOT_MOUNTED') return;
      status = 'MOUNTING';
      try {
        await run('mount');
        status = 'MOUNTED';
      } catch (error) {
        // As single-spa does: what a failed mount rendered is unmounted before the parcel counts as broken.
        status = 'MOUNTED';
        await toUnmount().catch(() => undefined);
        status = 'MOUNTING';
        throw broken(error);
      }
    };

    const toUnmount = async () => {
      if (status !== 'MOUNTED') return;
      status = 'UNMOUNTING';
      const children = await Promise.allSettled([...self.children].map((unmountChild) => unmountChild()));
      try {
        await run('unmount');
      } catch (error) {
        throw broken(error);
      }
      const failedChild = children.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failedChild) throw broken(new Error(String((failedChild.reason as Error | undefined)?.message ?? failedChild.reason)));
      status = 'NOT_MOUNTED';
    };

    const loadPromise = (async () => {
      const loaded: unknown = typeof config === 'function' ? await (config as () => Promise<unknown>)() : config;
      if (!loaded || typeof loaded !== 'object') {
        throw new Error('When mounting a parcel, the config loading function returned a promise that did not resolve with a parcel config');
      }
      const lifecycleConfig = loaded as Record<string, unknown>;
      if (typeof lifecycleConfig['name'] === 'string' && lifecycleConfig['name'] !== '') name = lifecycleConfig['name'];
      lifecycles = {
        bootstrap: lifecycleOf(lifecycleConfig, 'bootstrap', name, false),
        mount: lifecycleOf(lifecycleConfig, 'mount', name, true),
        unmount: lifecycleOf(lifecycleConfig, 'unmount', name, true),
        update: lifecycleOf(lifecycleConfig, 'update', name, false),
      };
      status = 'NOT_BOOTSTRAPPED';
    })();

    const update = (next: Props) => {
      props = next;
      return Promise.resolve().then(async () => {
        if (status !== 'MOUNTED') throw new Error(`Cannot update parcel '${name}' because it is not mounted`);
        status = 'UPDATING';
        try {
          await run('update');
        } catch (error) {
          throw broken(error);
        }
        status = 'MOUNTED';
        return null;
      });
    };

    const bootstrapPromise = loadPromise.then(async () => {
      // Only a parcel whose config has `update` can be updated (single-spa-react checks for it).
      if (lifecycles.update) parcel.update = update;
      status = 'BOOTSTRAPPING';
      try {
        await run('bootstrap');
      } catch (error) {
        throw broken(error);
      }
      status = 'NOT_MOUNTED';
    });
    const mountPromise = bootstrapPromise.then(toMount);

    let settleUnmount: { resolve: (value: null) => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
    const unmountPromise = new Promise<null>((resolve, reject) => (settleUnmount = { resolve, reject }));

    function unmountSelf(): Promise<null> {
      return mountPromise
        .then(async () => {
          if (status !== 'MOUNTED') throw new Error(`Cannot unmount parcel '${name}' -- it is in a ${status} status`);
          await toUnmount();
          owner.children.delete(unmountSelf);
          settleUnmount.resolve(null);
          return null;
        })
        .catch((error: unknown) => {
          status = 'SKIP_BECAUSE_BROKEN';
          settleUnmount.reject(error);
          throw error;
        });
    }
    owner.children.add(unmountSelf);

    const parcel: Parcel = {
      mount: () =>
        Promise.resolve().then(async () => {
          if (status !== 'NOT_MOUNTED') throw new Error(`Cannot mount parcel '${name}' -- it is in a ${status} status`);
          owner.children.add(unmountSelf);
          await toMount();
          return null;
        }),
      unmount: unmountSelf,
      getStatus: () => status,
      loadPromise: quiet(loadPromise.then(() => null)),
      bootstrapPromise: quiet(bootstrapPromise.then(() => null)),
      mountPromise: mountPromise.then(() => null),
      unmountPromise: quiet(unmountPromise),
    };
    return parcel;
  };
  return mount as MountParcel;
}

/** Mounts a parcel owned by no other parcel: what single-spa-react's `<Parcel>` is given. */
export const mountRootParcel: MountParcel = mountParcelIn({ children: new Set() });
