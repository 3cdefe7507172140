import type { Location, Navigator } from '@casino/shared-kernel/routing';
import type { RemoteName } from '@casino/shared-kernel/remote-map';

/**
 * The shell's router, handed to a remote's `./app` parcel: the remote renders its routes against
 * this location and navigates through this navigator, so the site has one history and one URL.
 */
export interface RemoteRouting {
  location: Location;
  navigator: Navigator;
}

/**
 * Props the shell passes to every remote parcel (`./app` and `./dialogs`). single-spa adds its own
 * (`name`, `mountParcel`, `domElement`); these are ours.
 */
export interface RemoteProps {
  /** Which remote this parcel belongs to. */
  remote: RemoteName;
  /** The brand the site runs as (`india`, `brasil`, …). */
  brand: string;
  /** The version of the remote that was loaded, from the brand's remote map. */
  version: string;
  /** Present for `./app` when mounted by the shell; absent on the remote's standalone page. */
  routing?: RemoteRouting;
}
