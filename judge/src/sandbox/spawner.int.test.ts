import { Spawner } from './spawner';

describe('the spawner', () => {
  const spawner = new Spawner();
  afterAll(() => spawner.close());

  it('keeps no more than 4 kB of what comes over the marker and info channels, however much is sent', async () => {
    // 8 MB down fd 3 and fd 4, as a broken or hostile stub might send.
    const flood = 'head -c 8000000 /dev/zero | tr "\\0" 1 >&3; head -c 8000000 /dev/zero >&4; echo done';
    const result = await spawner.run({
      argv: ['/bin/bash', '-c', flood],
      env: { PATH: '/usr/bin:/bin' },
      stdoutBytes: 1024,
      stderrBytes: 1024,
    }).ended;
    expect(result.code).toBe(0);
    expect(result.stdout.toString()).toBe('done\n');
    expect(result.marker).toBe('1'.repeat(4096));
  });
});
