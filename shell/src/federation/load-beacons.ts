import { casinoBus } from '@casino/shared-kernel/events';
import type { RemoteMapBeacons } from '@casino/shared-kernel/remote-map';
import { atFirstQuietMoment } from '../startup/first-quiet-moment.ts';

/**
 * How one attempt to run a remote's version ended, as the registry counts it (its
 * `LOAD_OUTCOMES`): loaded as chosen, loaded as a fallback, entry not fetched, entry refused for its
 * hash, entry or parcel failing to start, parcel crashing as it mounted.
 */
export type LoadOutcome = 'loaded' | 'fallback' | 'entry-failed' | 'integrity-failed' | 'init-failed' | 'crashed';

/** At most one beacon a minute (besides the last one, when the page is hidden). */
export const BEACON_INTERVAL_MS = 60_000;
/** The registry takes at most this many counts in one beacon, each at most MAX_COUNT. */
const MAX_COUNTS = 60;
const MAX_COUNT = 1000;

interface Sink {
  url: string;
  /**
   * What every beacon of this page says besides its counts: the brand, the short-lived token the
   * brand map handed to the page, this page load's own random id (the registry counts what it
   * reports once) and this browser's random beacon id, its own and shared with nothing else
   * (rollouts count distinct devices).
   */
  head: { format: 1; brand: string; token: string; pageLoad: string; device: string };
}

/** 128 random bits, as the registry takes an id. */
const randomId = () => crypto.getRandomValues(new Uint32Array(4)).join('-');

/** `undefined` until start-up has read the map: outcomes before that wait; `null`: this page load does not report. */
let sink: Sink | null | undefined;
const pending = new Map<string, number>();
let lastSent = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | undefined;
let waitingForQuiet = false;
let listening = false;
/** Outcomes still being worked out (an entry that failed is fetched again to tell why). */
const pendingOutcomes = new Set<Promise<unknown>>();
/** The first beacon waits this long at most for them. */
const PENDING_WAIT_MS = 5_000;

/**
 * Counts one outcome for the next beacon. Costs a map update: the beacon itself leaves at the
 * page's first quiet moment after its load, then at most once a minute, and when the page is hidden.
 * Nothing about the player travels: brand, remote, version, outcome, a count, the map's token and
 * two random ids (this page load's, and this browser's own for beacons, unrelated to its device id).
 */
export function reportLoad(remote: string, version: string, outcome: LoadOutcome): void {
  if (sink === null) return;
  const key = `${remote} ${version} ${outcome}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  schedule();
}

/** Counts an outcome once it is known; the page's first beacon waits for it (a few seconds at most). */
export function reportLoadWhenKnown(remote: string, version: string, outcome: Promise<LoadOutcome>): void {
  if (sink === null) return;
  const counted = outcome.then((known) => reportLoad(remote, version, known));
  pendingOutcomes.add(counted);
  void counted.finally(() => pendingOutcomes.delete(counted));
}

/**
 * Decides, once per page load, whether this page reports (the brand map's `beacons.percent` of page
 * loads do) and where to. Without `beacons` in the map, or without its token (the registry would
 * refuse the beacons), nothing is ever sent.
 */
export function startLoadBeacons(brand: string, beacons: RemoteMapBeacons | undefined, random: () => number = Math.random): void {
  const token = beacons && random() * 100 < beacons.percent ? beacons.token : undefined;
  if (!beacons || !token) {
    sink = null;
    pending.clear();
    return;
  }
  const pageLoad = randomId();
  let device = pageLoad;
  try {
    // Made once per browser; without storage, every page load is a device of its own.
    device = localStorage.beaconDevice ||= randomId();
  } catch {
    // Storage refused (privacy settings): the page load's id stands in.
  }
  sink = { url: beacons.url, head: { format: 1, brand, token, pageLoad, device } };
  if (!listening) {
    listening = true;
    // A remote's own boundary caught it (the shell's parcel boundary reports its own catches).
    casinoBus.on('remote:crashed', ({ remote, version }) => reportLoad(remote, version, 'crashed'));
    addEventListener('pagehide', flushLoadBeacons);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushLoadBeacons();
    });
  }
  schedule();
}

/** The brand map was read again: later beacons carry its newer token (the old one expires). */
export function renewLoadBeacons(beacons: RemoteMapBeacons | undefined): void {
  if (sink && beacons?.token) sink.head.token = beacons.token;
}

function schedule(): void {
  if (!sink || pending.size === 0 || timer !== undefined || waitingForQuiet) return;
  if (lastSent === Number.NEGATIVE_INFINITY) {
    // The first one waits for the page to be loaded and idle: never on the first screen's path.
    waitingForQuiet = true;
    atFirstQuietMoment(() => {
      const settled = Promise.allSettled([...pendingOutcomes]);
      void Promise.race([settled, new Promise((resolve) => setTimeout(resolve, PENDING_WAIT_MS))]).then(() => {
        waitingForQuiet = false;
        flushLoadBeacons();
      });
    });
    return;
  }
  timer = setTimeout(
    () => {
      timer = undefined;
      flushLoadBeacons();
    },
    Math.max(0, lastSent + BEACON_INTERVAL_MS - Date.now()),
  );
}

/** Sends what is counted now (text/plain through `sendBeacon`: no preflight, survives the page closing). */
export function flushLoadBeacons(): void {
  if (!sink || pending.size === 0) return;
  // What one beacon cannot carry (more than 60 keys, or 1,000 of one) stays counted for the next.
  const counts = [...pending].slice(0, MAX_COUNTS).map(([key, count]) => {
    const sent = Math.min(count, MAX_COUNT);
    if (sent === count) pending.delete(key);
    else pending.set(key, count - sent);
    const [remote, version, outcome] = key.split(' ');
    return { remote, version, outcome, count: sent };
  });
  lastSent = Date.now();
  navigator.sendBeacon(sink.url, JSON.stringify({ ...sink.head, counts }));
  schedule();
}

/** Tests only: forget the page's decision and counts. */
export function resetLoadBeacons(): void {
  sink = undefined;
  pending.clear();
  lastSent = Number.NEGATIVE_INFINITY;
  clearTimeout(timer);
  timer = undefined;
  waitingForQuiet = false;
  pendingOutcomes.clear();
}
