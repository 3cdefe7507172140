// A real HTTP server on 127.0.0.1 for the client's tests: the policy is proven over the wire, not
// against a mocked fetch. Test support only; not exported from the package.

/*
 * The slice of node:http used here. The kernel is typed for the browser (no @types/node), so the
 * module is loaded by a non-literal specifier and given this shape, instead of adding Node's
 * types to every kernel file.
 */
interface IncomingMessage extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface ServerResponse {
  statusCode: number;
  destroyed: boolean;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}
interface Server {
  listen(port: number, host: string, callback: () => void): void;
  address(): { port: number } | string | null;
  close(callback: (error?: Error) => void): void;
  closeAllConnections(): void;
}
interface NodeHttp {
  createServer(listener: (request: IncomingMessage, response: ServerResponse) => void): Server;
}

const NODE_HTTP: string = 'node:http';

/** A request as the server received it. Header names are lower case, as Node gives them. */
export interface RecordedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  pathname: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Uint8Array;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

/** What a route answers. `body` is sent as JSON unless `text` is given. */
export interface Reply {
  status?: number;
  body?: unknown;
  text?: string;
  contentType?: string;
  /** Wait this long before answering (time-out tests). */
  delayMs?: number;
}

/** Answers one request to a route. */
export type RouteHandler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A running test server. */
export interface TestApiServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Every request received since the last {@link TestApiServer.reset}, oldest first. */
  readonly requests: RecordedRequest[];
  /** Answers requests to `pathname` (any method, any query). */
  route(pathname: string, handler: RouteHandler): void;
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Starts a server on 127.0.0.1 and a free port. Unrouted paths answer 404. */
export async function startTestApiServer(): Promise<TestApiServer> {
  const http = (await import(/* @vite-ignore */ NODE_HTTP)) as NodeHttp;
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((incoming, response) => {
    void (async () => {
      const body = await readBody(incoming);
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const text = new TextDecoder().decode(body);
      const headers = Object.fromEntries(
        Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
      );
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url,
        pathname: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers,
        body,
        text,
        json: parseJson(text),
      };
      // The site calls `apiHost` across origins, as a browser test page does: answer the preflight
      // like a real API server and keep it out of the recorded calls.
      response.setHeader('Access-Control-Allow-Origin', headers.origin || '*');
      if (recorded.method === 'OPTIONS') {
        response.statusCode = 204;
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT');
        response.setHeader('Access-Control-Allow-Headers', headers['access-control-request-headers'] ?? '');
        response.end();
        return;
      }
      requests.push(recorded);
      const handler = routes.get(parsed.pathname);
      const reply: Reply = handler ? await handler(recorded) : { status: 404, text: 'Not Found', contentType: 'text/plain' };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      response.statusCode = reply.status ?? 200;
      response.setHeader('Content-Type', reply.contentType ?? (reply.text === undefined ? 'application/json' : 'text/plain'));
      response.end(reply.text ?? JSON.stringify(reply.body ?? null));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The test server has no port.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    route(pathname, handler) {
      routes.set(pathname, handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      // Drop kept-alive and stalled (time-out test) sockets, or close() would wait for them.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
