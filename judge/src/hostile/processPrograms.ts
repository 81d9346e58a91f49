/** Python and C versions of the process attacks of hostile.processes: the process is named by the marker (Python through /proc/self/comm). */
import type { Hostile } from './hostileSuite';

export const python = {
  forkBomb: (h: Hostile) => `import os
def name():
    try:
        with open('/proc/self/comm', 'w') as f:
            f.write('${h.marker}')
    except OSError:
        pass
name()
while True:
    try:
        if os.fork() == 0:
            name()
    except OSError:
        pass
`,
  daemon: (h: Hostile) => `import os, signal, time
p = os.fork()
if p == 0:
    os.setsid()
    if os.fork() != 0:
        os._exit(0)
    with open('/proc/self/comm', 'w') as f:
        f.write('${h.marker}')
    for s in (signal.SIGHUP, signal.SIGTERM, signal.SIGINT, signal.SIGPIPE, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        signal.signal(s, signal.SIG_IGN)
    for fd in (0, 1, 2):
        os.close(fd)
    while True:
        signal.pause()
os.waitpid(p, 0)
time.sleep(0.2)
print(42)
`,
};
export const c = {
  forkBomb: (h: Hostile) => String.raw`#include <sys/prctl.h>
#include <unistd.h>
int main(void) {
  prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
  for (;;) if (fork() == 0) prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
}
`,
  daemon: (h: Hostile) => String.raw`#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
  pid_t p = fork();
  if (p == 0) {
    setsid();
    if (fork() != 0) _exit(0);
    prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
    int ignored[] = {SIGHUP, SIGTERM, SIGINT, SIGPIPE, SIGQUIT, SIGUSR1, SIGUSR2};
    for (int i = 0; i < 7; i++) signal(ignored[i], SIG_IGN);
    close(0); close(1); close(2);
    for (;;) pause();
  }
  waitpid(p, NULL, 0);
  usleep(200000);
  printf("42\n");
  return 0;
}
`,
};
