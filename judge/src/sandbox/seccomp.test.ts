import { readFileSync } from 'node:fs';
import { deniedSyscalls, seccompFilter } from './seccomp';

const AUDIT_ARCH_X86_64 = 0xc000003e;
const AUDIT_ARCH_I386 = 0x40000003;
const ALLOW = 0x7fff0000;
const EPERM = 0x00050000 | 1;
const KILL_PROCESS = 0x80000000;

/**
 * Runs a classic BPF program the way the kernel's seccomp does, for the instructions a
 * filter may use (loads of seccomp_data words, conditional and plain jumps, returns). Anything
 * else fails the test, so the filter cannot grow an instruction nobody checked.
 */
function evaluate(filter: Buffer, data: { nr: number; arch: number }): number {
  const count = filter.length / 8;
  let accumulator = 0;
  for (let pc = 0, steps = 0; pc < count; pc++, steps++) {
    if (steps > count) throw new Error('the filter loops');
    const code = filter.readUInt16LE(pc * 8);
    const jt = filter.readUInt8(pc * 8 + 2);
    const jf = filter.readUInt8(pc * 8 + 3);
    const k = filter.readUInt32LE(pc * 8 + 4);
    switch (code) {
      case 0x20: // BPF_LD | BPF_W | BPF_ABS
        if (k === 0) accumulator = data.nr >>> 0;
        else if (k === 4) accumulator = data.arch >>> 0;
        else throw new Error(`load of seccomp_data offset ${k} is not modelled`);
        break;
      case 0x15: // BPF_JMP | BPF_JEQ | BPF_K
        pc += accumulator === k ? jt : jf;
        break;
      case 0x35: // BPF_JMP | BPF_JGE | BPF_K
        pc += accumulator >= k ? jt : jf;
        break;
      case 0x05: // BPF_JMP | BPF_JA
        pc += k;
        break;
      case 0x06: // BPF_RET | BPF_K
        return k;
      default:
        throw new Error(`instruction ${code.toString(16)} at ${pc} is not modelled`);
    }
  }
  throw new Error('the filter ran off its end without returning');
}

/** Every x86_64 system call the installed kernel headers name (linux-libc-dev, which g++ brings). */
function headerSyscalls(): Map<string, number> {
  const header = readFileSync('/usr/include/x86_64-linux-gnu/asm/unistd_64.h', 'utf8');
  return new Map([...header.matchAll(/^#define __NR_(\w+) (\d+)$/gm)].map(([, name, nr]) => [name ?? '', Number(nr)]));
}

describe('the seccomp filter', () => {
  const filter = seccompFilter('x64');
  const calls = headerSyscalls();
  const denied = new Set(Object.values(deniedSyscalls));

  it("is a whole number of sock_filter entries, within the kernel's 4096", () => {
    expect(filter.length % 8).toBe(0);
    expect(filter.length / 8).toBeLessThanOrEqual(4096);
  });

  it('names each refused call by its x86_64 number', () => {
    expect(calls.size).toBeGreaterThan(300);
    for (const [name, nr] of Object.entries(deniedSyscalls)) expect([name, nr]).toEqual([name, calls.get(name)]);
  });

  it.each(Object.entries(deniedSyscalls))('refuses %s (%i) with EPERM', (_name, nr) => {
    expect(evaluate(filter, { nr, arch: AUDIT_ARCH_X86_64 })).toBe(EPERM);
  });

  it('allows every other x86_64 call, those compilers, the JVM and node need among them', () => {
    const allowed = [...calls].filter(([, nr]) => !denied.has(nr));
    for (const needed of [
      'read',
      'write',
      'openat',
      'mmap',
      'mprotect',
      'brk',
      'clone',
      'clone3',
      'futex',
      'execve',
      'wait4',
      'rt_sigaction',
      'prctl',
      'sched_getaffinity',
      'exit_group',
    ]) {
      expect(allowed.map(([name]) => name)).toContain(needed);
    }
    const verdicts = allowed.map(([name, nr]) => [name, evaluate(filter, { nr, arch: AUDIT_ARCH_X86_64 })]);
    expect(verdicts.filter(([, verdict]) => verdict !== ALLOW)).toEqual([]);
  });

  it('refuses x32 calls, whose numbers carry bit 30, even those x86_64 allows', () => {
    for (const nr of [0x40000000, 0x40000000 | 39, 0x40000000 | 0, 0x7fffffff])
      expect(evaluate(filter, { nr, arch: AUDIT_ARCH_X86_64 })).toBe(EPERM);
  });

  it('kills a program calling through another architecture (i386), whatever the number', () => {
    for (const nr of [0, 1, 20, 101, 425]) {
      expect(evaluate(filter, { nr, arch: AUDIT_ARCH_I386 })).toBe(KILL_PROCESS);
      expect(evaluate(filter, { nr, arch: 0 })).toBe(KILL_PROCESS);
    }
  });

  it('is made for x86_64 only, and says so for another machine', () => {
    expect(() => seccompFilter('arm64')).toThrow(/no seccomp filter for the arm64 architecture/);
  });
});
