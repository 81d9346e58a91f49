import { scheduleMediaSweep } from './mediaSweep';

describe('the media sweep schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A sweep that runs until the test ends it. */
  function pendingSweeps() {
    const endings: (() => void)[] = [];
    const sweep = jest.fn(() => new Promise<void>((resolve) => endings.push(resolve)));
    return { sweep, end: () => endings.shift()!() };
  }

  it('runs once right after start without holding the caller, then every interval, never two at a time', async () => {
    const { sweep, end } = pendingSweeps();
    const schedule = scheduleMediaSweep(sweep, 1000);
    expect(sweep).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    // Still running when the next is due: that one is skipped, not queued.
    await jest.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(1);
    end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    end();
    await schedule.stop();
  });

  it('stops: waits for the run under way, and runs no more', async () => {
    const { sweep, end } = pendingSweeps();
    const schedule = scheduleMediaSweep(sweep, 1000);
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    end();
    await stopping;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('never runs when stopped before its first run', async () => {
    const { sweep } = pendingSweeps();
    await scheduleMediaSweep(sweep, 1000).stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sweep).not.toHaveBeenCalled();
  });
});
