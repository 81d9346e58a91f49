/**
 * The seccomp filter every sandboxed program runs under, as the classic BPF program bubblewrap
 * loads with `--seccomp FD`. It refuses (EPERM) the system calls a judged program never needs and
 * that widen what the kernel exposes to it: io_uring, tracing, perf, eBPF, keyrings, POSIX message
 * queues, userfaultfd,
 * mounting and namespaces, modules, clocks and the machine's own settings. Everything else is
 * allowed; the sandbox's namespaces, uids and limits do the rest. Another architecture's calls
 * (i386 through int 0x80) kill the program and x32's are refused, since their numbers mean
 * other things and would slip past the list.
 */

/** Syscall numbers on x86_64 (arch/x86/entry/syscalls/syscall_64.tbl). */
export const deniedSyscalls: Readonly<Record<string, number>> = {
  ptrace: 101,
  syslog: 103,
  // Personality is left alone: turning off ASLR helps only an exploit of a privileged program,
  // and none is reachable (no new privileges, no setuid binaries take effect in the sandbox).
  uselib: 134,
  vhangup: 153,
  modify_ldt: 154,
  pivot_root: 155,
  _sysctl: 156,
  adjtimex: 159,
  chroot: 161,
  acct: 163,
  settimeofday: 164,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  sethostname: 170,
  setdomainname: 171,
  iopl: 172,
  ioperm: 173,
  init_module: 175,
  delete_module: 176,
  quotactl: 179,
  nfsservctl: 180,
  lookup_dcookie: 212,
  clock_settime: 227,
  // A POSIX message queue outlives its process in the IPC namespace, which a series' sandbox keeps
  // from case to case, and no listing shows it to remove it.
  mq_open: 240,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  fanotify_init: 300,
  name_to_handle_at: 303,
  open_by_handle_at: 304,
  clock_adjtime: 305,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  kcmp: 312,
  finit_module: 313,
  kexec_file_load: 320,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  pidfd_getfd: 438,
  process_madvise: 440,
  mount_setattr: 442,
  quotactl_fd: 443,
};

const AUDIT_ARCH_X86_64 = 0xc000003e;
/** x32 system calls carry this bit; their numbers overlap x86_64's other meanings. */
const X32_SYSCALL_BIT = 0x40000000;
const EPERM = 1;

// Classic BPF opcodes (linux/bpf_common.h) and seccomp return values (linux/seccomp.h).
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const RET_K = 0x06;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const RET_ALLOW = 0x7fff0000;
/** Offsets in struct seccomp_data. */
const NR = 0;
const ARCH = 4;

interface Instruction {
  readonly code: number;
  readonly jt: number;
  readonly jf: number;
  readonly k: number;
}

/** The filter as the kernel takes it: struct sock_filter entries (8 bytes each, host byte order). */
export function seccompFilter(arch: string = process.arch): Buffer {
  if (arch !== 'x64') throw new Error(`no seccomp filter for the ${arch} architecture`);
  const denied = [...new Set(Object.values(deniedSyscalls))];
  const program: Instruction[] = [
    { code: LD_W_ABS, jt: 0, jf: 0, k: ARCH },
    { code: JEQ_K, jt: 1, jf: 0, k: AUDIT_ARCH_X86_64 },
    { code: RET_K, jt: 0, jf: 0, k: RET_KILL_PROCESS },
    { code: LD_W_ABS, jt: 0, jf: 0, k: NR },
  ];
  // Every jump to "refuse" lands on the last instruction: 2 + (calls left) instructions ahead.
  const refuseFrom = (index: number, total: number) => total - 1 - (index + 1);
  const total = program.length + 1 + denied.length + 2;
  program.push({ code: JGE_K, jt: refuseFrom(program.length, total), jf: 0, k: X32_SYSCALL_BIT });
  for (const nr of denied) program.push({ code: JEQ_K, jt: refuseFrom(program.length, total), jf: 0, k: nr });
  program.push({ code: RET_K, jt: 0, jf: 0, k: RET_ALLOW });
  program.push({ code: RET_K, jt: 0, jf: 0, k: RET_ERRNO | EPERM });
  if (program.length !== total || program.some((i) => i.jt > 255)) throw new Error('seccomp filter does not add up');
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach((instruction, i) => {
    bytes.writeUInt16LE(instruction.code, i * 8);
    bytes.writeUInt8(instruction.jt, i * 8 + 2);
    bytes.writeUInt8(instruction.jf, i * 8 + 3);
    bytes.writeUInt32LE(instruction.k, i * 8 + 4);
  });
  return bytes;
}
