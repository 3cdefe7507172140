/**
 * What Lighthouse's simulated LCP is made of (issue 22). Lighthouse does not time the page it
 * loaded: its LCP is Lantern's replay of that load's requests and main-thread tasks on a slow 4G
 * network (150 ms round trips, 1.6 Mbit/s) and a 4× slower CPU, half from the tasks and requests
 * the LCP needed at the least, half from all that ended before it. The replay keeps the protocol
 * each request used: over HTTP/1.1 (the bench's local server) every request waits for one of six
 * connections and pays a round trip of its own, so the request count weighs as much as the bytes.
 * Reads Lighthouse's own computed artifacts (internal modules: typed here by the little used).
 */
import type { RunnerResult } from 'lighthouse';

interface SimulatedRequest {
  url: string;
  transferSize: number;
  protocol: string;
  resourceType?: string;
  priority?: string;
}
export interface SimulatedNode {
  type: 'network' | 'cpu';
  /** Network nodes only. */
  request: SimulatedRequest;
  /** CPU nodes only: the task's observed length in microseconds. */
  duration: number;
  getDependencies(): SimulatedNode[];
  traverse(visit: (node: SimulatedNode) => void): void;
}
export interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LcpResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: SimulatedNode;
  pessimisticGraph: SimulatedNode;
}
interface Simulator {
  simulate(graph: SimulatedNode, options: { label: string }): unknown;
}
interface ComputedContext {
  computedCache: Map<string, unknown>;
}

export interface PathStep {
  /** Simulated start and end, ms from the navigation. */
  start: number;
  end: number;
  what: string;
}

export interface LanternLcp {
  /** Lighthouse's LCP, ms. */
  lcp: number;
  /** The optimistic graph's chain that ends last: each step the one its successor waited for longest. */
  criticalPath: PathStep[];
  /** The requests the pessimistic graph holds (all that ended before the observed LCP), and their bytes. */
  requests: number;
  transferBytes: number;
  /** The same two graphs replayed with every request over HTTP/2 (one warm connection per origin), ms. */
  overHttp2: number;
}

const shortUrl = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === 'data:' ? 'data: URL' : `${parsed.pathname}${parsed.search}`;
};

/** As Lantern's LCP: a low-priority picture is off screen, never the LCP's (nor what it waits for). */
const offScreenPicture = (node: SimulatedNode) =>
  node.type === 'network' && node.request.resourceType === 'Image' && (node.request.priority === 'Low' || node.request.priority === 'VeryLow');

/** The chain that ends last in an estimate, walked back from its last node. */
export function criticalPath(estimate: Estimate): PathStep[] {
  const timings = estimate.nodeTimings;
  let last: SimulatedNode | undefined;
  for (const [node, timing] of timings) if (!offScreenPicture(node) && (!last || timing.endTime > timings.get(last)!.endTime)) last = node;
  const steps: PathStep[] = [];
  for (let node = last; node;) {
    const timing = timings.get(node)!;
    steps.unshift({
      start: timing.startTime,
      end: timing.endTime,
      what:
        node.type === 'cpu'
          ? `main-thread task (${(node.duration / 1000).toFixed(0)} ms observed)`
          : `${shortUrl(node.request.url)} (${node.request.transferSize} B)`,
    });
    node = node
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
  }
  return steps;
}

/** Lantern's LCP of one Lighthouse run, taken apart. */
export async function lanternLcp(result: RunnerResult): Promise<LanternLcp> {
  const [{ LanternLargestContentfulPaint }, { LoadSimulator }, Lantern] = (await Promise.all([
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
    import('lighthouse/core/computed/load-simulator.js'),
    import('lighthouse/core/lib/lantern/lantern.js'),
  ])) as unknown as [
    { LanternLargestContentfulPaint: { request(data: object, context: ComputedContext): Promise<LcpResult> } },
    { LoadSimulator: { request(data: object, context: ComputedContext): Promise<Simulator> } },
    { Metrics: { LargestContentfulPaint: { getEstimateFromSimulation(simulation: unknown): { timeInMs: number } } } },
  ];
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context: ComputedContext = { computedCache: new Map() };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const simulator = await LoadSimulator.request(data, context);

  const requests: SimulatedRequest[] = [];
  lcp.pessimisticGraph.traverse((node) => {
    if (node.type === 'network' && !node.request.url.startsWith('data:')) requests.push(node.request);
  });
  const graphRequests = new Set<SimulatedRequest>();
  for (const graph of [lcp.optimisticGraph, lcp.pessimisticGraph]) graph.traverse((node) => node.type === 'network' && graphRequests.add(node.request));

  // The replay reads each request's protocol when it opens connections: switched for one replay,
  // then put back (the records are Lighthouse's own).
  const protocols = new Map([...graphRequests].map((request) => [request, request.protocol]));
  let overHttp2: number;
  try {
    for (const request of graphRequests) request.protocol = 'h2';
    const replay = (graph: SimulatedNode, label: string) =>
      Lantern.Metrics.LargestContentfulPaint.getEstimateFromSimulation(simulator.simulate(graph, { label })).timeInMs;
    // As Lighthouse weighs them for LCP: half each.
    overHttp2 = 0.5 * replay(lcp.optimisticGraph, 'optimistic over h2') + 0.5 * replay(lcp.pessimisticGraph, 'pessimistic over h2');
  } finally {
    for (const [request, protocol] of protocols) request.protocol = protocol;
  }

  return {
    lcp: lcp.timing,
    criticalPath: criticalPath(lcp.optimisticEstimate),
    requests: requests.length,
    transferBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    overHttp2,
  };
}
