import { useTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import type { FakeUpstream } from './fakeUpstream';

/**
 * The platform, configured by `env` to call the fake model server that `start` starts just before
 * it, for the enclosing block's tests (the file's, at the top level). The fake's requests and
 * timeline are emptied before each test; it closes after the platform. Returns the platform and a
 * stand-in that is always the running fake.
 */
export function useFakeUpstream<F extends FakeUpstream>(
  start: () => Promise<F>,
  env: (fake: F) => Record<string, string>,
): { test: TestPlatform; fake: FakeUpstream } {
  let running: F | undefined;
  const test = useTestPlatform(async () => {
    running = await start();
    return env(running);
  });
  afterAll(() => running?.close());
  const fake = (): F => {
    if (!running) throw new Error('useFakeUpstream: the fake is there only to tests, and to hooks declared after the call');
    return running;
  };
  beforeEach(() => {
    fake().requests.length = 0;
    fake().timeline.length = 0;
  });
  const standIn: FakeUpstream = {
    get baseUrl() {
      return fake().baseUrl;
    },
    get requests() {
      return fake().requests;
    },
    get timeline() {
      return fake().timeline;
    },
    enqueue: (...replies) => fake().enqueue(...replies),
    close: () => fake().close(),
  };
  return { test, fake: standIn };
}
