import type { RunCgroup } from './cgroup';
import { withSpares, type PreparedCgroup } from './cgroupSpares';

/** A driver that records what it made, configured and discarded. */
function fakeDriver(failConfigure = false) {
  const made: string[] = [];
  const configured: string[] = [];
  const discarded: string[] = [];
  let baseClosed = false;
  const prepare = (name: string): Promise<PreparedCgroup> => {
    made.push(name);
    return Promise.resolve({
      configure: (limits) => {
        if (failConfigure) return Promise.reject(new Error('EACCES'));
        configured.push(`${name}:${limits.memoryBytes}`);
        return Promise.resolve({ procsFiles: [name] } as unknown as RunCgroup);
      },
      discard: () => {
        discarded.push(name);
        return Promise.resolve();
      },
    });
  };
  const cgroups = withSpares(prepare, () => {
    baseClosed = true;
    return Promise.resolve();
  });
  return { cgroups, made, configured, discarded, baseClosed: () => baseClosed };
}

describe('spare run cgroups', () => {
  test('none is made before the first run; then each run takes a fresh one and another is made', async () => {
    const driver = fakeDriver();
    expect(driver.made).toEqual([]);
    const first = await driver.cgroups.take({ memoryBytes: 100, processes: 5 });
    const second = await driver.cgroups.take({ memoryBytes: 200, processes: 5 });
    expect(first.procsFiles).not.toEqual(second.procsFiles);
    expect(driver.configured).toEqual([`${first.procsFiles[0]}:100`, `${second.procsFiles[0]}:200`]);
    expect(new Set(driver.made).size).toBe(driver.made.length);
  });

  test('closing discards the spares not taken, then the base', async () => {
    const driver = fakeDriver();
    const run = await driver.cgroups.take({ memoryBytes: 100, processes: 5 });
    await driver.cgroups.close();
    expect(driver.discarded.sort()).toEqual(driver.made.filter((name) => name !== run.procsFiles[0]).sort());
    expect(driver.baseClosed()).toBe(true);
    await expect(driver.cgroups.take({ memoryBytes: 100, processes: 5 })).rejects.toThrow(/closed/);
  });

  test('a cgroup whose limits cannot be written is removed, and the run fails', async () => {
    const driver = fakeDriver(true);
    await expect(driver.cgroups.take({ memoryBytes: 100, processes: 5 })).rejects.toThrow('EACCES');
    expect(driver.discarded).toHaveLength(1);
  });
});
