import { HostFaultError, type JudgeResult } from '@forge/judge';
import { judgeThroughHostFaults, timeLimitOf } from './provePackage';

describe("the format's time limit rule", () => {
  it('legacy: the slowest accepted time the multiplier, to the nearest whole second, at least 1 (problemtools)', () => {
    expect(timeLimitOf({ kind: 'legacy', multiplier: 5 }, 0.05)).toBe(1);
    expect(timeLimitOf({ kind: 'legacy', multiplier: 5 }, 0.29)).toBe(1);
    expect(timeLimitOf({ kind: 'legacy', multiplier: 5 }, 0.31)).toBe(2);
  });
  it('2023-07: the smallest multiple of time_resolution at least the slowest time ac_to_time_limit', () => {
    expect(timeLimitOf({ kind: 'multiples', multiplier: 2, resolution: 1 }, 0.3)).toBe(1);
    expect(timeLimitOf({ kind: 'multiples', multiplier: 2, resolution: 1 }, 0.6)).toBe(2);
    expect(timeLimitOf({ kind: 'multiples', multiplier: 2, resolution: 0.5 }, 0.6)).toBe(1.5);
    expect(timeLimitOf({ kind: 'given', seconds: 3 }, 9)).toBe(3);
  });
});

describe('judging a package through host faults', () => {
  const result = { statusId: 3 } as unknown as JudgeResult;
  it('judges a job again when the host failed it, and gives up after three attempts', async () => {
    let calls = 0;
    const flaky = {
      judge: () => {
        calls++;
        return calls === 1 ? Promise.reject(new HostFaultError('the sandbox could not start')) : Promise.resolve(result);
      },
    };
    await expect(judgeThroughHostFaults(flaky, { language: 'cpp', code: '', tests: [] })).resolves.toBe(result);
    expect(calls).toBe(2);
    const broken = { judge: () => Promise.reject(new HostFaultError('down')) };
    await expect(judgeThroughHostFaults(broken, { language: 'cpp', code: '', tests: [] })).rejects.toThrow('down');
  });
  it('passes any other failure on at once', async () => {
    let calls = 0;
    const failing = {
      judge: () => {
        calls++;
        return Promise.reject(new Error('not a host fault'));
      },
    };
    await expect(judgeThroughHostFaults(failing, { language: 'cpp', code: '', tests: [] })).rejects.toThrow('not a host fault');
    expect(calls).toBe(1);
  });
});
