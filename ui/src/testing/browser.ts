import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = resolve(__dirname, '..', '..', '..');
export const SCREENSHOT_DIR = join(root, '.test-artifacts', 'screenshots');
export const E2E_ADMIN = { emailId: 'admin@forge.test', password: 'admin-password-1' } as const;

export interface RunningApp {
  readonly baseUrl: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (built app included) on a free port and a temporary data directory,
 * with the built-in problem set and a known admin.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forge-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.emailId,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JUDGE_CACHE_DIR: join(tmpdir(), 'forge-test-judge-cache'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    stop: () =>
      new Promise<void>((resolvePromise) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolvePromise();
        });
        child.kill('SIGINT');
      }),
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, app: RunningApp, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under the git-ignored `.test-artifacts/screenshots/`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function signInAs(page: Page, credentials: { emailId: string; password: string } = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/user/login', { data: credentials });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
