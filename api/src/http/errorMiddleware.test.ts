import { HostFaultError } from '@forge/judge';
import { renderError } from './errorMiddleware';

describe('renderError', () => {
  it("answers a fault of the judge's host 503 with Retry-After, never a verdict or a 500", () => {
    const rendered = renderError(new HostFaultError('bwrap: Creating new namespace failed: Resource temporarily unavailable'));
    expect(rendered).toEqual({
      status: 503,
      body: { message: 'The judge is temporarily unavailable; try again shortly', code: 'JUDGE_UNAVAILABLE' },
      headers: { 'Retry-After': '5' },
    });
  });

  it('tells nothing of an unexpected error', () => {
    expect(renderError(new Error('/etc/secret'))).toEqual({ status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } });
  });
});
