import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../testing/serverProcess';

export interface WireBytes {
  /** Bytes on the wire: encoded bodies plus response headers. */
  readonly total: number;
  readonly responses: number;
  /** Per URL path, largest first; `body` is the encoded body alone, without the headers. */
  readonly largest: readonly { path: string; bytes: number; body: number; encoding: string }[];
}

/** Loads `path` of `base` in headless Chromium as a first-time visitor and sums what came over the wire. */
export async function measureWireBytes(base: string, path = '/'): Promise<WireBytes> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const measured: Promise<{ path: string; bytes: number; body: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      measured.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const all = await Promise.all(measured);
    return {
      total: all.reduce((sum, r) => sum + r.bytes, 0),
      responses: all.length,
      largest: all.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    };
  } finally {
    await browser.close();
  }
}

/** `npm run measure:wire [-- <url>]`: the landing page's bytes over the wire, on a fresh server unless a URL is given. */
async function main() {
  const url = process.argv[2];
  const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'forge-wire-'));
  const server = dataDir ? await startServerProcess(dataDir) : null;
  try {
    const result = await measureWireBytes(url ?? server!.base);
    console.log(`landing page: ${(result.total / 1000).toFixed(1)} kB over the wire in ${result.responses} responses`);
    for (const r of result.largest) console.log(`  ${(r.bytes / 1000).toFixed(1).padStart(7)} kB  ${r.encoding.padEnd(8)} ${r.path}`);
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
