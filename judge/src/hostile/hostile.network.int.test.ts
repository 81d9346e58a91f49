/**
 * Hostile programs against the sandbox's network wall: connecting to the platform and to Redis, to
 * the host's address, a Unix and an abstract socket. Each row is judged through the real sandbox,
 * then the host is checked (hostWatch).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Status, type LanguageId } from '../api';
import { eachTargetSays, languages } from './hostilePrograms';
import { finalHostCheck, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';
import { startRedisTrap, startTrap, type RedisTrap, type Trap } from './networkTraps';

const suite = hostileSuite('net');

// ---------------------------------------------------------------------------------------------
// Network: a real "platform" server on loopback, one on every address, a Unix socket, an abstract
// socket and (when installed) a real redis-server. The program tries each and prints the outcome.
// ---------------------------------------------------------------------------------------------

let platform: Trap;
let everyAddress: Trap;
let unixTrap: Trap;
let abstractTrap: Trap;
let redis: RedisTrap | null = null;
/** Redis's connection count just before a network row (taken by the row's `before`). */
let redisConnectionsBefore = 0;
const hostAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

beforeAll(async () => {
  const h = suite();
  platform = await startTrap({ host: '127.0.0.1' });
  everyAddress = await startTrap({ host: '0.0.0.0' });
  unixTrap = await startTrap({ path: path.join(h.dataDir, 'platform.sock') });
  fs.chmodSync(path.join(h.dataDir, 'platform.sock'), 0o777);
  abstractTrap = await startTrap({ path: `\0forge-${h.marker}` });
  redis = await startRedisTrap();
}, 30_000);

afterAll(async () => {
  await Promise.all([platform?.close(), everyAddress?.close(), unixTrap?.close(), abstractTrap?.close(), redis?.stop()]);
});

interface Target {
  readonly label: string;
  readonly kind: 'tcp' | 'unix' | 'abstract';
  readonly address: string;
}

function networkTargets(h: Hostile, language: LanguageId): Target[] {
  const targets: Target[] = [
    { label: 'platform', kind: 'tcp', address: `127.0.0.1:${platform.port}` },
    { label: 'platform-any', kind: 'tcp', address: `127.0.0.1:${everyAddress.port}` },
    { label: 'unix-socket', kind: 'unix', address: path.join(h.dataDir, 'platform.sock') },
  ];
  if (hostAddress !== undefined) targets.push({ label: 'host-address', kind: 'tcp', address: `${hostAddress}:${everyAddress.port}` });
  if (redis !== null) targets.push({ label: 'redis', kind: 'tcp', address: `127.0.0.1:${redis.port}` });
  // Java cannot name an abstract socket; the other two try it.
  if (language !== 'java') targets.push({ label: 'abstract-socket', kind: 'abstract', address: `forge-${h.marker}` });
  return targets;
}

const networkPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <arpa/inet.h>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>
int main() {
  std::string label, kind, addr;
  while (std::cin >> label >> kind >> addr) {
    int fd = -1, rc = -1;
    if (kind == "tcp") {
      size_t colon = addr.rfind(':');
      fd = socket(AF_INET, SOCK_STREAM, 0);
      if (fd >= 0) {
        timeval tv{2, 0};
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
        sockaddr_in sa{};
        sa.sin_family = AF_INET;
        sa.sin_port = htons(std::stoi(addr.substr(colon + 1)));
        inet_pton(AF_INET, addr.substr(0, colon).c_str(), &sa.sin_addr);
        rc = connect(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa);
      }
    } else {
      fd = socket(AF_UNIX, SOCK_STREAM, 0);
      if (fd >= 0) {
        sockaddr_un su{};
        su.sun_family = AF_UNIX;
        socklen_t len = sizeof su;
        if (kind == "abstract") {
          std::memcpy(su.sun_path + 1, addr.data(), addr.size());
          len = offsetof(sockaddr_un, sun_path) + 1 + addr.size();
        } else {
          std::strncpy(su.sun_path, addr.c_str(), sizeof su.sun_path - 1);
        }
        rc = connect(fd, reinterpret_cast<sockaddr*>(&su), len);
      }
    }
    if (rc == 0) {
      const char* hi = "PING\r\nSET pwned-by-sandbox 1\r\n";
      (void)!write(fd, hi, std::strlen(hi));
      std::printf("%s: connected\n", label.c_str());
    } else {
      std::fprintf(stderr, "%s: %s\n", label.c_str(), std::strerror(errno));
      std::printf("%s: failed\n", label.c_str());
    }
    if (fd >= 0) close(fd);
  }
}
`,
  java: String.raw`import java.io.*;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
public class Main {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    byte[] hi = "PING\r\nSET pwned-by-sandbox 1\r\n".getBytes();
    while ((line = in.readLine()) != null) {
      String[] p = line.trim().split(" ");
      if (p.length < 3) continue;
      boolean ok = false;
      try {
        if (p[1].equals("tcp")) {
          int colon = p[2].lastIndexOf(':');
          try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(p[2].substring(0, colon), Integer.parseInt(p[2].substring(colon + 1))), 2000);
            s.getOutputStream().write(hi);
            ok = true;
          }
        } else if (p[1].equals("unix")) {
          try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(p[2]))) {
            c.write(ByteBuffer.wrap(hi));
            ok = true;
          }
        }
      } catch (Throwable t) {
        System.err.println(p[0] + ": " + t);
      }
      System.out.println(p[0] + ": " + (ok ? "connected" : "failed"));
    }
  }
}
`,
  javascript: String.raw`const net = require('net');
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '');
(async () => {
  for (const line of lines) {
    const [label, kind, addr] = line.trim().split(' ');
    const ok = await new Promise((resolve) => {
      let options;
      if (kind === 'tcp') { const i = addr.lastIndexOf(':'); options = { host: addr.slice(0, i), port: Number(addr.slice(i + 1)) }; }
      else if (kind === 'unix') options = { path: addr };
      else options = { path: '\0' + addr };
      const s = net.connect(options);
      const timer = setTimeout(() => { s.destroy(); process.stderr.write(label + ': timeout\n'); resolve(false); }, 2000);
      s.on('connect', () => { clearTimeout(timer); s.end('PING\r\nSET pwned-by-sandbox 1\r\n'); resolve(true); });
      s.on('error', (e) => { clearTimeout(timer); process.stderr.write(label + ': ' + e.code + '\n'); resolve(false); });
    });
    console.log(label + ': ' + (ok ? 'connected' : 'failed'));
  }
})();
`,
  python: String.raw`import socket, sys
hi = b'PING\r\nSET pwned-by-sandbox 1\r\n'
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) < 3:
        continue
    label, kind, addr = parts
    ok = False
    try:
        if kind == 'tcp':
            host, port = addr.rsplit(':', 1)
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.settimeout(2)
            s.connect((host, int(port)))
        else:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(2)
            s.connect(addr if kind == 'unix' else '\0' + addr)
        s.sendall(hi)
        s.close()
        ok = True
    except OSError as e:
        sys.stderr.write(label + ': ' + str(e) + '\n')
    print(label + ': ' + ('connected' if ok else 'failed'))
`,
  c: String.raw`#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>
int main(void) {
  char label[256], kind[32], addr[512];
  while (scanf("%255s %31s %511s", label, kind, addr) == 3) {
    int fd = -1, rc = -1;
    if (strcmp(kind, "tcp") == 0) {
      char *colon = strrchr(addr, ':');
      fd = socket(AF_INET, SOCK_STREAM, 0);
      if (fd >= 0 && colon) {
        struct timeval tv = {2, 0};
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
        struct sockaddr_in sa = {0};
        sa.sin_family = AF_INET;
        sa.sin_port = htons((unsigned short)atoi(colon + 1));
        *colon = 0;
        inet_pton(AF_INET, addr, &sa.sin_addr);
        rc = connect(fd, (struct sockaddr *)&sa, sizeof sa);
      }
    } else {
      fd = socket(AF_UNIX, SOCK_STREAM, 0);
      if (fd >= 0) {
        struct sockaddr_un su = {0};
        su.sun_family = AF_UNIX;
        socklen_t len = sizeof su;
        if (strcmp(kind, "abstract") == 0) {
          size_t n = strlen(addr);
          memcpy(su.sun_path + 1, addr, n);
          len = offsetof(struct sockaddr_un, sun_path) + 1 + n;
        } else {
          strncpy(su.sun_path, addr, sizeof su.sun_path - 1);
        }
        rc = connect(fd, (struct sockaddr *)&su, len);
      }
    }
    if (rc == 0) {
      const char *hi = "PING\r\nSET pwned-by-sandbox 1\r\n";
      if (write(fd, hi, strlen(hi)) < 0) {}
      printf("%s: connected\n", label);
    } else {
      fprintf(stderr, "%s: %s\n", label, strerror(errno));
      printf("%s: failed\n", label);
    }
    if (fd >= 0) close(fd);
  }
}
`,
};

function networkRow(language: LanguageId): Row {
  return {
    name: 'connects to the platform port, Redis, the host address, a Unix and an abstract socket',
    language,
    code: networkPrograms[language],
    tests: (h) => eachTargetSays(networkTargets(h, language), (t) => `${t.kind} ${t.address}`, 'failed'),
    status: Status.Accepted,
    withinMs: 15_000,
    before: async () => {
      redisConnectionsBefore = (await redis?.connectionsReceived()) ?? 0;
    },
    check: async (r, h) => {
      const out = r.tests[0]?.stdout ?? '';
      expect(out).not.toMatch(/connected/);
      for (const t of networkTargets(h, language)) expect(out).toContain(`${t.label}: failed`);
      expect({
        platform: platform.connections,
        everyAddress: everyAddress.connections,
        unix: unixTrap.connections,
        abstract: abstractTrap.connections,
      }).toEqual({
        platform: [],
        everyAddress: [],
        unix: [],
        abstract: [],
      });
      if (redis !== null) {
        // Between our two INFO queries (each counts itself), nobody connected; and no key was written.
        expect((await redis.connectionsReceived()) - redisConnectionsBefore).toBe(1);
        expect(await redis.keys()).not.toContain('pwned');
      }
    },
  };
}

table(suite, languages.map(networkRow));
finalHostCheck(suite);
