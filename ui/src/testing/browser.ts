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
      // Browser tests make many accounts from one address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      REGISTRATIONS_PER_MINUTE: '100000',
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  readonly viewport?: { width: number; height: number };
  readonly colorScheme?: 'light' | 'dark';
}

/** A new browser context on the app (1280×800 unless told otherwise) and a page in it. */
export async function newPage(
  browser: Browser,
  app: RunningApp,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport = { width: 1280, height: 800 }, colorScheme } = options;
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport, ...(colorScheme ? { colorScheme } : {}) });
  const page = await context.newPage();
  return { context, page };
}

/** The app's environment, or a function that makes it once the tests start (after starting the loopback fakes it points at). */
export type AppEnv = Record<string, string> | (() => Promise<Record<string, string>>);

const notYet = (what: string): never => {
  throw new Error(`${what} is there only while the tests run: to tests, and to hooks declared after the call that sets it up`);
};

/** An app started and stopped by hooks; `running()` is the app between the two. */
function appHooks(env: AppEnv) {
  let app: RunningApp | undefined;
  return {
    start: async () => {
      app = await startApp(typeof env === 'function' ? await env() : env);
    },
    stop: async () => {
      await app?.stop();
      app = undefined;
    },
    running: () => app ?? notYet('the app'),
  };
}

/**
 * Starts an app with `env` before the enclosing describe block's tests (the file's, at the top level)
 * and stops it after them. Returns the running app.
 */
export function useApp(env: AppEnv = {}): () => RunningApp {
  const app = appHooks(env);
  beforeAll(app.start);
  afterAll(app.stop);
  return app.running;
}

export interface BrowserAppOptions {
  readonly env?: AppEnv;
  /** A page for the whole file (`'file'`), a fresh one for every test (`'test'`), or none (left out): see `page()`. */
  readonly page?: 'file' | 'test';
  /** Playwright's default timeout for every page opened here (Playwright's own is 30 s). */
  readonly actionTimeout?: number;
}

export interface OpenOptions extends PageOptions {
  /** Another app than the file's, such as one from `useApp`. */
  readonly app?: RunningApp;
}

export interface BrowserApp {
  app(): RunningApp;
  browser(): Browser;
  /** The page `options.page` asked for. */
  page(): Page;
  context(): BrowserContext;
  /** Another context and page: closed after the test that opened it, or after the file when opened outside a test. */
  open(options?: OpenOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * A browser test file's setup: before its tests, the app (`startApp(env)`) and the browser start;
 * after them, every context opened here, the browser and the app are closed, in that order. Call it
 * at the top of the file, before any hook that uses what it returns; a loopback fake that `env`
 * starts is for the file to stop, in an afterAll declared after this call (so after the app).
 */
export function useBrowserApp(options: BrowserAppOptions = {}): BrowserApp {
  const app = appHooks(options.env ?? {});
  let browser: Browser | undefined;
  let shared: { context: BrowserContext; page: Page } | undefined;
  let inTest = false;
  const fileContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];

  const open = async (openOptions: OpenOptions = {}) => {
    const opened = await newPage(browser ?? notYet('the browser'), openOptions.app ?? app.running(), openOptions);
    if (options.actionTimeout !== undefined) opened.context.setDefaultTimeout(options.actionTimeout);
    (inTest ? testContexts : fileContexts).push(opened.context);
    return opened;
  };
  const closeAll = async (contexts: BrowserContext[]) => {
    for (const context of contexts.splice(0)) await context.close();
  };

  beforeAll(async () => {
    await app.start();
    browser = await launchBrowser();
    if (options.page === 'file') shared = await open();
  });
  afterAll(async () => {
    shared = undefined;
    await closeAll(fileContexts);
    await browser?.close();
    browser = undefined;
    await app.stop();
  });
  beforeEach(async () => {
    inTest = true;
    if (options.page === 'test') shared = await open();
  });
  afterEach(async () => {
    inTest = false;
    if (options.page === 'test') shared = undefined;
    await closeAll(testContexts);
  });

  const current = () => {
    if (!options.page) throw new Error('this file asked useBrowserApp for no page: pass `page`, or use `open()`');
    return shared ?? notYet('the page');
  };
  return {
    app: app.running,
    browser: () => browser ?? notYet('the browser'),
    page: () => current().page,
    context: () => current().context,
    open,
  };
}

/** Saves a full-page screenshot under the git-ignored `.test-artifacts/screenshots/`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions finished (a theme just switched fades its colours in): the picture is of where the page settles.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

export async function signInAs(page: Page, credentials: { emailId: string; password: string } = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/user/login', { data: credentials });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
