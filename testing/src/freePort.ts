/**
 * A free TCP port on loopback, for a server a test (or the scaled-out platform on one machine) is
 * about to start. Node built-ins only, so it can be exported from the package index.
 */
import { createServer } from 'node:net';

/**
 * A port the kernel just handed out on 127.0.0.1 (free at the time of asking: another process may
 * take it before the caller binds it, so a caller that cannot afford that tries again).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}
