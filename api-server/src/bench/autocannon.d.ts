// The part of autocannon 9's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  /** One request of a run; `setupRequest` may rewrite it (a fresh body per request). */
  interface Request {
    method?: 'GET' | 'POST' | 'PUT';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    expectBody?: string;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export type { Options, Request, Result };
  }
  export default autocannon;
}
