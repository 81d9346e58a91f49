import { ApiError, http, messageOf } from './http';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The client against a server that answers every call with this status and body. */
async function failureOf(status: number, body: string, contentType = 'application/json'): Promise<ApiError> {
  globalThis.fetch = () => Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
  try {
    await http.get('/user/check');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('messageOf a failed call', () => {
  it("given the server's message, then that message", async () => {
    const error = await failureOf(500, JSON.stringify({ message: 'Database down', code: 'INTERNAL' }));
    expect(error.status).toBe(500);
    expect(messageOf(error, 'Authentication check failed')).toBe('Database down');
  });

  it.each([
    ['an empty body', ''],
    ['a body without a message', JSON.stringify({ code: 'INTERNAL' })],
    ['a proxy page', '<html>Bad gateway</html>'],
  ])('given a 500 with %s, then the fallback, not the status text', async (_, body) => {
    const error = await failureOf(500, body, body.startsWith('<') ? 'text/html' : 'application/json');
    expect(messageOf(error, 'Authentication check failed')).toBe('Authentication check failed');
  });

  it("given no server at all, then the client's own message", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await http.get('/user/check').catch((e: unknown) => e);
    expect(messageOf(error, 'Authentication check failed')).toBe('Failed to fetch');
  });
});
