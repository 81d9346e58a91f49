import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics';

export interface MetricsServerOptions {
  readonly port: number;
  /** Default 0.0.0.0: loopback clients are answered, others only with the token. */
  readonly host?: string;
  /** `Authorization: Bearer <token>` lets a client that is not on loopback scrape; without a token only loopback may. */
  readonly token?: string | undefined;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether this client may read the metrics: from loopback, or with the bearer token. */
export function mayScrape(req: IncomingMessage, token: string | undefined): boolean {
  if (loopback.has(req.socket.remoteAddress ?? '')) return true;
  const offered = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && offered !== undefined && sameText(offered, token);
}

/**
 * Answers GET /metrics with this process's metrics in Prometheus' text format; for a server of its
 * own, or beside a worker's /health. Returns false for any other path, for the caller to answer.
 */
export function metricsRequestListener(token: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url?.split('?')[0] !== '/metrics') return false;
    if (!mayScrape(req, token)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('metrics: loopback clients only, or Authorization: Bearer $METRICS_TOKEN\n');
      return true;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
    return true;
  };
}

export interface MetricsServer {
  readonly server: Server;
  readonly port: number;
  close(): Promise<void>;
}

/** GET /metrics on a port of its own; resolves once it listens. */
export function serveMetrics(options: MetricsServerOptions): Promise<MetricsServer> {
  const answer = metricsRequestListener(options.token);
  const server = createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(404, { 'content-type': 'text/plain' }).end('GET /metrics\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      const close = () => new Promise<void>((done) => server.close(() => done()));
      resolve({ server, port: (server.address() as AddressInfo).port, close });
    });
  });
}
