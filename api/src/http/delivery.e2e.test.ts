import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { measureWireBytes } from '../bench/wireBytes';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

jest.setTimeout(120_000);

let server: ServerProcess;
let dataDir: string;
let browser: Browser;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forge-delivery-'));
  server = await startServerProcess(dataDir);
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('what the browser gets', () => {
  it('loads the landing page in under 220 kB over the wire, compressed', async () => {
    const wire = await measureWireBytes(server.base);
    console.log(`delivery: the landing page is ${(wire.total / 1000).toFixed(1)} kB over the wire in ${wire.responses} responses`);
    expect(wire.total).toBeLessThan(220_000);
    // Every sizeable body comes brotli; a small answer (the session check) is mostly its headers.
    expect(wire.largest.filter((r) => r.encoding !== 'br' && r.body >= 1024)).toEqual([]);
  });

  it('breaks no rule of its own Content-Security-Policy on the login page, the problem list and a problem with the editor', async () => {
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
    const login = await page.request.post('/api/user/login', { data: server.admin });
    expect(login.status()).toBe(200);
    await page.goto('/problems');
    await page.locator('ol.problem-table .problem-title').first().click();
    await page.locator('.ace_editor .ace_content').waitFor();
    await page.locator('.ace_editor .ace_content').click();
    await page.keyboard.type('zebracorn');
    // The editor works under the policy: what was typed shows.
    await page.locator('.ace_editor', { hasText: 'zebracorn' }).waitFor();
    await context.close();
    expect(violations).toEqual([]);
  });

  it('sends security headers on pages, assets and API answers alike, and no HSTS over plain HTTP', async () => {
    for (const path of ['/', '/assets/missing.js', '/api/health', '/api/user/check', '/media/video/upload/nothing.mp4']) {
      const res = await fetch(`${server.base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect({
        path,
        csp:
          csp.includes("frame-ancestors 'none'") &&
          csp.includes("default-src 'self'") &&
          csp.includes('https://accounts.google.com/gsi/client'),
      }).toEqual({ path, csp: true });
      expect({ path, nosniff: res.headers.get('x-content-type-options') }).toEqual({ path, nosniff: 'nosniff' });
      expect({ path, referrer: res.headers.get('referrer-policy') }).toEqual({ path, referrer: 'strict-origin-when-cross-origin' });
      expect({ path, hsts: res.headers.get('strict-transport-security') }).toEqual({ path, hsts: null });
      await res.arrayBuffer();
    }
  });

  it('compresses JSON, and answers 304 to a client that has the problem list already', async () => {
    const login = await fetch(`${server.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const list = await fetch(`${server.base}/api/problem/getAllProblem`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    const tag = list.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);
    // As a browser revalidates (fetch itself would send `no-cache`, which rightly asks for the whole body).
    const again = await fetch(`${server.base}/api/problem/getAllProblem`, {
      headers: { cookie, 'if-none-match': tag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${server.base}/api/problem/getAllProblem`, {
      headers: { cookie, 'if-none-match': '"stale"', 'cache-control': 'max-age=0' },
    });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });
});
