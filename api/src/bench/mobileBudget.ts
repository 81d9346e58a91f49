import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServerProcess } from '../testing/serverProcess';

/** Lighthouse's mobile conditions (simulated "Slow 4G" on a mid-range phone). */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;
const RUNS = Number(process.env['MOBILE_RUNS'] ?? 3);
/** Every wait of one page load ends here, so the script always ends. */
const PAGE_TIMEOUT_MS = 60_000;

export interface PageLoad {
  readonly bytes: number;
  readonly requests: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly lcpElement: string;
  /** From navigation start until a key typed into the editor shows in it; null where there is no editor. */
  readonly editorMs: number | null;
}

/** The largest contentful paint as the page saw it, kept in `window.__lcp` (the api has no DOM types: page code is text). */
const observeLcp = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const classes = el && typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
      (window.__lcpAll ??= []).push(Math.round(entry.startTime) + ' ms ' + entry.size + ' px² ' + (el ? el.tagName.toLowerCase() + (el.closest('#boot-shell') ? ' (server)' : '') : '(removed)'));
      window.__lcp = {
        time: entry.startTime,
        element: el
          ? el.tagName.toLowerCase() + classes + (el.closest('.pp-statement') ? ' in .pp-statement' : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"'
          : '(removed)',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;
/** FCP and LCP, read again from the buffered entries in case the observer above missed them. */
const readPaints = `new Promise((resolve) => {
  const fcp = window.__fcp ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const done = () => resolve({ fcp, lcp: window.__lcp ?? { time: NaN, element: '(none)' } });
  if (window.__lcp) return done();
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcp = { time: last.startTime, element: last.element ? last.element.tagName.toLowerCase() : '(removed)' };
    done();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(done, 1000);
})`;

async function loadOnce(browser: Browser, url: string, cookie: string | null, withEditor: boolean, ready: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (cookie) await context.addCookies(JSON.parse(cookie) as Parameters<typeof context.addCookies>[0]);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.addInitScript(observeLcp);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let bytes = 0;
    let requests = 0;
    const urls = new Map<string, string>();
    const perUrl: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/^https?:/.test(e.request.url)) requests += 1;
      urls.set(e.requestId, e.request.url);
    });
    // FCP as Chromium's lifecycle reports it, for a page whose paint entry the page itself does not see.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const lifecycle = new Map<string, number>();
    let mainFrame: string | undefined;
    cdp.on('Page.lifecycleEvent', (e) => {
      mainFrame ??= e.frameId;
      if (e.frameId === mainFrame && !lifecycle.has(e.name)) lifecycle.set(e.name, e.timestamp);
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      perUrl.push(`${(e.encodedDataLength / 1000).toFixed(1).padStart(7)} kB  ${urls.get(e.requestId) ?? e.requestId}`);
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page's own content first: a slow phone can be quiet on the network for half a second
    // while it runs the app's first chunk, which networkidle would take for the end.
    await page.locator(ready).first().waitFor({ state: 'visible' });
    // A learner types as soon as the editor shows its code: measured then, not after the network is quiet.
    const editorMs = withEditor ? await editorUsableAt(page) : null;
    // Quiet network, or 20 s: the live socket's long polling can keep it from ever being idle.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    // A last paint can land just after the network goes quiet.
    await page.waitForTimeout(500);
    const paints = await page.evaluate<{ fcp: number; lcp: { time: number; element: string } }>(readPaints);
    const init = lifecycle.get('init');
    const firstContentfulPaint = lifecycle.get('firstContentfulPaint');
    // MOBILE_DETAIL=1: what each response weighed, to see where a page's bytes go.
    if (process.env['MOBILE_DETAIL']) console.log([...perUrl, ...(await page.evaluate<string[]>('window.__lcpAll ?? []'))].join('\n'));
    const fcpMs = Number.isFinite(paints.fcp) || !init || !firstContentfulPaint ? paints.fcp : (firstContentfulPaint - init) * 1000;
    return { bytes, requests, fcpMs, lcpMs: paints.lcp.time, lcpElement: paints.lcp.element, editorMs };
  } finally {
    await context.close();
  }
}

/**
 * Waits for the editor to show its code (the start code, or the learner's draft), types into it as
 * a learner would at once, and answers when the key showed (ms since navigation start).
 */
async function editorUsableAt(page: Page): Promise<number> {
  const input = page.locator('.ace_text-input').first();
  await input.waitFor({ state: 'attached' });
  await page.waitForFunction(`(document.querySelector('.ace_content')?.textContent ?? '').trim().length > 0`, undefined, {
    timeout: PAGE_TIMEOUT_MS,
  });
  await input.focus();
  await page.keyboard.type('¤');
  await page.waitForFunction(`(document.querySelector('.ace_content')?.textContent ?? '').includes('¤')`);
  return page.evaluate<number>('performance.now()');
}

/** The median of the runs that measured it (a paint a run did not report is left out); NaN if none did. */
const median = (xs: readonly number[]) => {
  const measured = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)]!;
};

interface Target {
  readonly label: string;
  readonly path: string;
  readonly signedIn: boolean;
  readonly maxKb?: number;
  readonly maxLcpS?: number;
  readonly maxEditorS?: number;
  /** The LCP element must be (inside) the statement. */
  readonly lcpIsStatement?: boolean;
  /** What shows once the page has loaded its content. */
  readonly ready: string;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function report(target: Target, runs: readonly PageLoad[]): boolean {
  const bytes = median(runs.map((r) => r.bytes));
  const lcp = median(runs.map((r) => r.lcpMs));
  const fcp = median(runs.map((r) => r.fcpMs));
  const lcpElement = runs.find((r) => r.lcpMs === lcp)?.lcpElement ?? '';
  let met = true;
  const line = (text: string, ok?: boolean) => {
    if (ok === false) met = false;
    console.log(`  ${text}${ok === undefined ? '' : `  ${verdict(ok)}`}`);
  };
  console.log(`${target.label} (${target.path}), medians of ${runs.length}:`);
  const kb = bytes / 1000;
  line(
    `bytes     ${kb.toFixed(1)} kB${target.maxKb ? ` (target ${target.path === '/' ? '<' : '<='} ${target.maxKb} kB)` : ''}`,
    target.maxKb ? (target.path === '/' ? kb < target.maxKb : kb <= target.maxKb) : undefined,
  );
  line(`requests  ${median(runs.map((r) => r.requests))}`);
  line(`FCP       ${(fcp / 1000).toFixed(2)} s`);
  line(
    `LCP       ${(lcp / 1000).toFixed(2)} s${target.maxLcpS ? ` (target <= ${target.maxLcpS} s)` : ''}`,
    target.maxLcpS ? lcp / 1000 <= target.maxLcpS : undefined,
  );
  line(
    `LCP element ${lcpElement}${target.lcpIsStatement ? ' (target: the rendered statement)' : ''}`,
    target.lcpIsStatement ? /pp-statement/.test(lcpElement) && !/\$|## /.test(lcpElement) : undefined,
  );
  if (target.maxEditorS) {
    const editor = median(runs.map((r) => r.editorMs ?? NaN));
    line(`editor usable ${(editor / 1000).toFixed(2)} s (target <= ${target.maxEditorS} s)`, editor / 1000 <= target.maxEditorS);
  }
  return met;
}

/** A learner's session cookies, as JSON for `addCookies`. */
async function learnerCookies(browser: Browser, base: string): Promise<{ cookies: string; problemId: string }> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const res = await context.request.post('/api/user/register', {
      data: { firstName: 'Phone', emailId: `phone-${Date.now()}@forge.test`, password: 'phone-password-1' },
    });
    if (!res.ok()) throw new Error(`register: ${res.status()} ${await res.text()}`);
    const problems = (await (await context.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
    return { cookies: JSON.stringify(await context.cookies()), problemId: problems[0]!._id };
  } finally {
    await context.close();
  }
}

/** `npm run measure:mobile [-- <url>]`: the phone budget of issue 33, on a fresh server on loopback. */
async function main() {
  const url = process.argv[2];
  if (url && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(url)) throw new Error('loopback only: http://127.0.0.1:<port>');
  const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'forge-mobile-'));
  const server = dataDir ? await startServerProcess(dataDir) : null;
  const base = (url ?? server!.base).replace(/\/$/, '').replace('localhost', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const deadline = setTimeout(() => {
    console.error('measure:mobile took over 10 minutes: stopped');
    process.exit(2);
  }, 600_000);
  try {
    const { cookies, problemId } = await learnerCookies(browser, base);
    const targets: Target[] = [
      { label: 'landing page', path: '/', signedIn: false, maxKb: 200, ready: 'h1' },
      { label: 'problem list', path: '/problems', signedIn: true, maxLcpS: 2.0, ready: 'ol.problem-table .problem-title' },
      {
        label: 'problem page',
        path: `/problem/${problemId}`,
        signedIn: true,
        maxKb: 400,
        maxLcpS: 2.5,
        maxEditorS: 3.5,
        lcpIsStatement: true,
        ready: '#root .pp-statement',
      },
    ];
    let allMet = true;
    for (const target of targets) {
      const runs: PageLoad[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(
          await loadOnce(browser, `${base}${target.path}`, target.signedIn ? cookies : null, target.maxEditorS !== undefined, target.ready),
        );
      }
      allMet = report(target, runs) && allMet;
    }
    console.log(allMet ? 'every target met' : 'some targets MISSED');
    process.exitCode = allMet ? 0 : 1;
  } finally {
    clearTimeout(deadline);
    await browser.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
