import type { Context } from 'koa';
import { getProblem } from '@forge/domain';
import type { AppDeps } from '../appDeps';
import { loadUser } from '../account/accounts';
import { SESSION_COOKIE } from '../account/authenticate';
import { statementHtml } from '../problem/statement/statementHtml';
import { mayOpenProblem } from '../contest/hiddenProblems';

/** What the page served for a route carries besides the app: its critical CSS and the HTML before the app's root; null for the plain app. */
export type BootShell = (ctx: Context) => Promise<{
  readonly css: string;
  readonly html: string;
  /** Source modules of the app (the build manifest's keys) whose chunks the page should fetch at once. */
  readonly preload: readonly string[];
} | null>;

/** The problem page and its editor: fetched beside the app's first chunk, not after it has run. */
const PROBLEM_PAGE_MODULES = ['src/features/problem/components/ProblemPage.tsx', 'src/features/problem/components/CodeEditor.tsx'];

/**
 * The statement's look until the app's stylesheets arrive: over the whole page, in the theme the
 * page's first script chose, the text as the Description tab sets it.
 */
const SHELL_CSS = [
  "#boot-shell{position:fixed;inset:0;z-index:2000;overflow:auto;background:#fff;color:rgba(0,0,0,.88);font:14px/1.65 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}",
  "html[data-theme='dark'] #boot-shell{background:#141414;color:rgba(255,255,255,.85)}",
  '.bs-header{height:64px;display:flex;align-items:center;padding:0 16px;font-size:20px;font-weight:700;border-bottom:1px solid rgba(128,128,128,.25)}',
  '.bs-body{max-width:880px;padding:12px 18px 24px}',
  '.bs-title{font-size:24px;line-height:1.35;font-weight:600;margin:0 0 8px}',
  '.bs-tag{display:inline-block;font-size:12px;line-height:20px;padding:0 7px;margin-bottom:16px;border:1px solid;border-radius:4px;text-transform:capitalize}',
  ".bs-easy{color:#237804}.bs-medium{color:#874d00}.bs-hard{color:#a8071a}html[data-theme='dark'] .bs-easy{color:#95de64}html[data-theme='dark'] .bs-medium{color:#ffd666}html[data-theme='dark'] .bs-hard{color:#ff9c6e}",
  // A shade more leading than the app's, so the app's statement, the same text, is never a larger paint than this one.
  '#boot-shell .pp-statement{line-height:1.72}',
  '#boot-shell p,#boot-shell ul,#boot-shell ol{margin:0 0 .6em}#boot-shell ul,#boot-shell ol{padding-left:1.4em}',
  '#boot-shell h4{margin:0 0 8px;font-size:14px}#boot-shell .bs-examples{font-size:20px;margin:24px 0 8px}',
  '#boot-shell .pp-example{margin-top:12px;padding:12px 14px;border-radius:8px;background:rgba(128,128,128,.06);border:1px solid rgba(128,128,128,.25)}',
  '#boot-shell .pp-field-label{font-weight:600}',
  '#boot-shell pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;margin:4px 0 8px;padding:8px 10px;border-radius:6px;background:rgba(128,128,128,.14);white-space:pre-wrap;overflow-wrap:anywhere}',
  '#boot-shell code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}',
].join('');

const PROBLEM_PAGE = /^\/problem\/([0-9A-Za-z_-]{1,100})\/?$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The problem's statement as the HTML page itself carries it (issue 33's phone budget), so a phone
 * paints it before the app's scripts arrive and run; the app takes the page over when its own
 * statement is on screen. Only for a signed-in reader (the page is for them alone, spec §2) and
 * only what every learner sees: the title, difficulty, statement and examples, the statement's
 * HTML as the server renders and sanitizes it for the API. Hidden cases, solutions and the
 * judging set-up never go in, whoever asks.
 */
export function problemBootShell(deps: Pick<AppDeps, 'sessions' | 'store' | 'readModels' | 'clock'>): BootShell {
  return async (ctx) => {
    const id = PROBLEM_PAGE.exec(ctx.path)?.[1];
    const token = id && ctx.cookies.get(SESSION_COOKIE);
    if (!id || !token) return null;
    const session = await deps.sessions.get(token);
    const account = session && (await loadUser(deps.store, session.userId));
    if (!session || !account) return null;
    const doc = await getProblem(deps.readModels, id);
    // A contest-only problem's statement is shown as the API shows it: not to a learner outside its running contest (issue 36).
    if (!doc || !(await mayOpenProblem(deps, account, doc.problemId))) return null;
    const examples = doc.visibleTestCases;
    const [description, ...explanations] = await statementHtml([doc.description, ...examples.map((c) => c.explanation)]);
    const example = (c: (typeof examples)[number], i: number) =>
      `<section class="pp-example" aria-label="Example ${i + 1}"><h4>Example ${i + 1}:</h4>` +
      `<div class="pp-field-label">Input:</div><pre class="pp-pre">${escapeHtml(c.input)}</pre>` +
      `<div class="pp-field-label">Output:</div><pre class="pp-pre">${escapeHtml(c.output)}</pre>` +
      `<div class="pp-field-label">Explanation:</div><div class="md-body">${explanations[i] ?? ''}</div></section>`;
    const html =
      `<div id="boot-shell" aria-hidden="true"><div class="bs-header">Forge</div><div class="bs-body">` +
      `<h3 class="bs-title">${escapeHtml(doc.title)}</h3>` +
      `<span class="bs-tag bs-${escapeHtml(doc.difficulty)}">${escapeHtml(doc.difficulty)}</span>` +
      `<div class="md-body pp-statement">${description ?? ''}</div>` +
      `<h4 class="bs-examples">Examples</h4>${examples.map(example).join('')}</div></div>`;
    return { css: SHELL_CSS, html, preload: PROBLEM_PAGE_MODULES };
  };
}
