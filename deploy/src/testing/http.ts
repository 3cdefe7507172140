import http from 'node:http';
import net from 'node:net';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: not decompressed. */
  body: Buffer;
  text: string;
}

/**
 * One HTTP request with node:http rather than fetch: fetch decompresses bodies and will not send
 * another Host header, and the tests need both. `localAddress` sends it from another loopback
 * address (127.0.0.2, …): another client, as a front end sees it.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const { method = 'GET', headers, localAddress } = options;
    const outgoing = http.request(url, { method, headers, agent: false, ...(localAddress ? { localAddress } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A port that was free a moment ago on 127.0.0.1 (nginx cannot be asked to pick one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What an upstream saw of a proxied request. */
export interface EchoedRequest {
  upstream: string;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface EchoServer {
  url: string;
  close(): Promise<void>;
}

/** A stand-in for the api-server or the registry: answers every request with what it received. */
export function startEchoServer(name: string): Promise<EchoServer> {
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const echoed: EchoedRequest = {
        upstream: name,
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      // Under /api/play/ it stands for a game page, which names its own Referrer-Policy.
      const own = echoed.url.startsWith('/api/play/') ? { 'Referrer-Policy': 'no-referrer' } : {};
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...own });
      response.end(JSON.stringify(echoed));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
