import { connect } from 'node:net';
import { listenWithSockets } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { useTestPlatform } from '../testing/testPlatform';

const test = useTestPlatform({ REQUEST_TIMEOUT_SECONDS: '1' });
const live = useStarted(() => listenWithSockets(test));

/** Sends a request's head and the start of its body, never the rest; resolves with what came back and when the server closed. */
function dribble(path: string, contentType: string, waitMs: number): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(live().base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${contentType}\r\nContent-Length: 100\r\n\r\n--x\r\n`,
    );
    setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed });
    }, waitMs);
  });
}

describe('request timeouts', () => {
  it('ends a request whose body does not arrive in time with 408 and closes the connection', async () => {
    const { answer, closed } = await dribble('/api/user/login', 'application/json', 3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"message":"The request took too long to arrive"');
    expect(closed).toBe(true);
  });

  it('lets a video upload take longer than that', async () => {
    const { answer, closed } = await dribble('/media/video/upload', 'multipart/form-data; boundary=x', 3000);
    expect({ answer, closed }).toEqual({ answer: '', closed: false });
  });
});
