import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { configureApi, type CasinoApiConfig } from '@casino/shared-kernel/api';
import type { RemoteProps } from '@casino/shared-kernel/remote';
import type { RemoteName } from '@casino/shared-kernel/remote-map';

export interface StandaloneOptions {
  remote: RemoteName;
  version: string;
  app: ParcelConfig<RemoteProps>;
  dialogs: ParcelConfig<RemoteProps>;
  /** Brand to run as; `?brand=` on the page wins. */
  brand?: string;
  /** The API the page talks to (the shell does this on the composed site); absent: no calls work. */
  api?: CasinoApiConfig;
}

function container(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (found) return found;
  const created = document.createElement('div');
  created.id = id;
  document.body.append(created);
  return created;
}

/**
 * Mounts a remote on its own page, through the same single-spa lifecycles the shell uses, so the
 * remote's team runs and tests it without the shell. Not used by the composed site.
 */
export async function mountStandalone({ remote, version, app, dialogs, brand = 'india', api }: StandaloneOptions) {
  if (api) configureApi(api);
  const props: RemoteProps = {
    remote,
    version,
    brand: new URLSearchParams(location.search).get('brand') ?? brand,
  };
  document.title = `${remote} ${version} · standalone`;
  await mountRootParcel(app, { ...props, domElement: container('root') }).mountPromise;
  await mountRootParcel(dialogs, { ...props, domElement: container('dialogs') }).mountPromise;
}
