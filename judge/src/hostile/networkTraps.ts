/**
 * Servers for the network attacks to aim at: TCP and Unix-socket traps that record every connection
 * they accept, and a throwaway redis-server (when the host has one) whose connections are counted.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@forge/testing';
import { ownProcesses } from './hostProcesses';

export interface Trap {
  readonly address: string;
  readonly port: number;
  /** Connections the server accepted, with the bytes each sent. */
  readonly connections: string[];
  close(): Promise<void>;
}

/** A real TCP (or Unix-socket) server that records every connection it accepts. */
export async function startTrap(listen: { host: string; port?: number } | { path: string }): Promise<Trap> {
  const connections: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const index = connections.push('') - 1;
    socket.on('data', (d) => {
      connections[index] = (connections[index] ?? '') + d.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if ('path' in listen) server.listen(listen.path, resolve);
    else server.listen(listen.port ?? 0, listen.host, resolve);
  });
  const addr = server.address();
  return {
    address: 'path' in listen ? listen.path : listen.host,
    port: addr !== null && typeof addr === 'object' ? addr.port : 0,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends one inline command to a Redis server and returns its raw reply. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on ${port} did not answer ${command}`));
    }, 3000);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (d) => {
      reply += d.toString('utf8');
      const m = /^\$(\d+)\r\n/.exec(reply);
      const complete = m ? reply.length >= m[0].length + Number(m[1]) + 2 : /\r\n$/.test(reply);
      if (complete) {
        clearTimeout(timer);
        socket.end();
        resolve(reply);
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

export interface RedisTrap {
  readonly port: number;
  /** Connections received so far, our own INFO queries included. */
  connectionsReceived(): Promise<number>;
  keys(): Promise<string>;
  stop(): Promise<void>;
}

/** A throwaway redis-server on loopback, when the host has one (/usr/bin/redis-server). */
export async function startRedisTrap(): Promise<RedisTrap | null> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((b) => fs.existsSync(b));
  if (binary === undefined) return null;
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  if (child.pid !== undefined) ownProcesses.add(child.pid);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await redisCommand(port, 'PING')).startsWith('+PONG')) break;
    } catch {
      await sleep(50);
    }
    if (i === 99) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
  }
  return {
    port,
    async connectionsReceived() {
      const info = await redisCommand(port, 'INFO stats');
      const m = /total_connections_received:(\d+)/.exec(info);
      return m ? Number(m[1]) : -1;
    },
    keys: () => redisCommand(port, 'KEYS *'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
