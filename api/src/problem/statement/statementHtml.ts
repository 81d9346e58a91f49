import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProblemView } from '@forge/contracts';

// The same path from src (jest) and from dist: the worker is plain JavaScript, not compiled.
const workerFile = resolve(__dirname, '..', '..', '..', 'src', 'problem', 'statement', 'renderWorker.mjs');
const CACHE_LIMIT = 500;
/** An idle worker ends (a test run or a quiet server keeps no thread); the next new text starts one. */
const IDLE_MS = process.env['JEST_WORKER_ID'] ? 200 : 30_000;

type Reply = { id: number; html: string[]; error?: undefined } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
let idleTimer: NodeJS.Timeout | undefined;
const waiting = new Map<number, { resolve: (html: string[]) => void; reject: (error: Error) => void }>();
const cache = new Map<string, string>();

function renderer(): Worker {
  clearTimeout(idleTimer);
  if (worker) return worker;
  const started = new Worker(workerFile);
  started.unref();
  started.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error !== undefined) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.html);
    if (waiting.size === 0) {
      idleTimer = setTimeout(() => {
        if (waiting.size > 0 || worker !== started) return;
        worker = null;
        void started.terminate();
      }, IDLE_MS);
      idleTimer.unref();
    }
  });
  started.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = null;
  });
  worker = started;
  return started;
}

/**
 * Statements' Markdown as sanitized HTML with the math typeset by KaTeX (GitHub's flavour, as the
 * client's renderer), so a page shows them at once; each text is rendered once and then cached.
 */
export async function statementHtml(texts: readonly string[]): Promise<string[]> {
  const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
  if (missing.length > 0) {
    const id = nextId++;
    const html = await new Promise<string[]>((resolvePromise, reject) => {
      waiting.set(id, { resolve: resolvePromise, reject });
      renderer().postMessage({ id, texts: missing });
    });
    missing.forEach((text, i) => {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(text, html[i]!);
    });
  }
  return texts.map((text) => cache.get(text)!);
}

/** The problem with its statement rendered: the description, then each example's explanation. */
export async function withStatementHtml(view: ProblemView): Promise<ProblemView> {
  const [description, ...explanations] = await statementHtml([view.description, ...view.visibleTestCases.map((c) => c.explanation)]);
  return { ...view, statementHtml: { description: description!, explanations } };
}
