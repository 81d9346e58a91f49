import type { Context } from 'koa';
import { getProgress } from '@forge/domain';
import type { ProblemSummary as ProblemSummaryView } from '@forge/contracts';
import type { AppDeps } from '../appDeps';
import { loadUser } from '../account/accounts';
import { SESSION_COOKIE } from '../account/authenticate';
import { problemLibrary } from '../problem/problemLibrary';
import { hiddenFrom } from '../contest/hiddenProblems';
import type { BootShell } from './problemShell';

/** The problem list's page: fetched beside the app's first chunk, not after it has run. */
const PROBLEM_LIST_MODULES = ['src/features/problemList/components/ProblemsPage.tsx'];
/** The app's page size and its labels (ui/src/features/problemList): the shell shows what the app will. */
const PAGE_SIZE = 20;
const DIFFICULTY_LABELS: Record<string, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const TAG_LABELS: Record<string, string> = { array: 'Array', linkedList: 'Linked List', graph: 'Graph', dp: 'DP' };
const STATUS_LABELS = { solved: 'Solved', attempted: 'Attempted', unsolved: 'Not attempted' } as const;
/** The id of the script element that hands the list to the app (ui/src/features/problemList/api.ts reads it). */
export const PROBLEM_LIST_DATA_ID = 'problem-list-data';

/**
 * The list's look until the app's stylesheets arrive, laid out as the app lays /problems out (its
 * header, heading, counts, toolbar and rows), in the theme the page's first script chose. The
 * subtitle's leading is a shade more than the app's, so the app's subtitle, the same text, is never
 * a larger paint than this one (the largest contentful paint stays the server's).
 */
const SHELL_CSS = [
  "#boot-shell{position:fixed;inset:0;z-index:2000;overflow:auto;background:#f6f7f9;color:#1b1f24;font:15px/1.55 Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;--bs-surface:#fff;--bs-border:#e2e5e9;--bs-muted:#59636e;--bs-easy:#237032;--bs-medium:#8a5206;--bs-hard:#b02525}",
  "html[data-theme='dark'] #boot-shell{background:#0f1115;color:#e8eaed;--bs-surface:#171a21;--bs-border:#2a2f3a;--bs-muted:#a2abb6;--bs-easy:#51cf66;--bs-medium:#fcc419;--bs-hard:#ff6b6b}",
  '.bs-header{background:var(--bs-surface);border-bottom:1px solid var(--bs-border)}',
  '.bs-header>div{max-width:1200px;margin:0 auto;height:64px;display:flex;align-items:center;gap:10px;padding:0 20px;font-size:20px;font-weight:800;letter-spacing:-.02em}',
  '.bs-logo{width:28px;height:28px;border-radius:7px;background:#c2410c}',
  '.bs-main{max-width:1200px;margin:0 auto;padding:28px 20px 56px}',
  '.bs-main h1{font-size:clamp(1.6rem,3vw,2.1rem);line-height:1.2;margin:0 0 4px}',
  '.bs-subtitle{margin:0 0 20px;color:var(--bs-muted);line-height:1.7}',
  '.bs-stats{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;margin:0 0 24px}',
  '.bs-stat{margin:0;padding:16px 20px;background:var(--bs-surface);border:1px solid var(--bs-border);border-left:4px solid var(--bs-tone);border-radius:14px}',
  '.bs-stat dt{color:var(--bs-muted);font-size:13px}.bs-stat dd{margin:4px 0 0;font-size:28px;font-weight:800;line-height:1.2;min-height:34px}',
  '.bs-total{--bs-tone:#c2410c}.bs-s-easy{--bs-tone:var(--bs-easy)}.bs-s-medium{--bs-tone:var(--bs-medium)}.bs-s-hard{--bs-tone:var(--bs-hard)}',
  '.bs-toolbar{margin-bottom:16px}',
  // The app's sidebar column beside the list on a wide screen, empty here.
  '.bs-layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:24px}@media (max-width:1024px){.bs-layout{grid-template-columns:1fr}}',
  '.bs-rows{list-style:none;margin:0;padding:0;background:var(--bs-surface);border:1px solid var(--bs-border);border-radius:14px;overflow:hidden}',
  '.bs-rows>li+li{border-top:1px solid var(--bs-border)}',
  ".bs-row{display:grid;grid-template-columns:12px 2.6rem minmax(0,1fr) auto 5.5rem;grid-template-areas:'dot num title tags badge';align-items:center;gap:12px;min-height:56px;padding:10px 18px}",
  '.bs-dot{grid-area:dot}.bs-num{grid-area:num}.bs-title{grid-area:title}.bs-badge{grid-area:badge}',
  '.bs-tags{grid-area:tags;display:flex;gap:6px;align-items:center;flex-wrap:wrap;font-size:12px;color:var(--bs-muted)}',
  '.bs-tag{padding:1px 8px;border-radius:6px;border:1px solid var(--bs-border)}',
  '.bs-num{color:var(--bs-muted)}.bs-title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  '.bs-dot{width:10px;height:10px;border-radius:50%;background:#adb5bd}.bs-dot-solved{background:#2fb344}.bs-dot-attempted{background:#f59f00}',
  '.bs-badge{justify-self:end;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:600;line-height:20px}',
  '.bs-easy{color:var(--bs-easy);background:color-mix(in srgb,var(--bs-easy) 14%,transparent)}.bs-medium{color:var(--bs-medium);background:color-mix(in srgb,var(--bs-medium) 16%,transparent)}.bs-hard{color:var(--bs-hard);background:color-mix(in srgb,var(--bs-hard) 14%,transparent)}',
  '.bs-toolbar{height:74px}',
  '@media (max-width:640px){.bs-header>div{padding:0 12px}.bs-stats{grid-template-columns:repeat(2,1fr);gap:10px}.bs-toolbar{height:182px}',
  ".bs-row{grid-template-columns:10px 2rem minmax(0,1fr) auto;grid-template-areas:'dot num title badge' '. . tags tags';row-gap:4px;padding:10px 14px}.bs-title{white-space:normal}}",
].join('');

const PROBLEM_LIST = /^\/problems\/?$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** At most two tags, by their labels, the rest counted as '+N more' (the app's visibleTags). */
function tagsOf(tags: string): string {
  const all = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => TAG_LABELS[t] ?? t);
  const more = all.length > 2 ? `<span>+${all.length - 2} more</span>` : '';
  return (
    all
      .slice(0, 2)
      .map((t) => `<span class="bs-tag">${escapeHtml(t)}</span>`)
      .join('') + more
  );
}

/** JSON inside a script element: no `</script>` or `<!--` can end it early; JSON.parse reads `\u003c` back as `<`. */
const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page a plain /problems URL opens on (`?page=N`); null when it filters or searches, which the app alone does. */
function plainPage(search: URLSearchParams): number | null {
  for (const key of ['q', 'difficulty', 'status']) if (search.has(key)) return null;
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The problem list as the HTML page itself carries it (issue 33's phone budget: /problems' LCP), so
 * a phone paints the list's first page before the app's scripts arrive and run. The list is the
 * very body GET /api/problem/getAllProblem answers (problemLibrary, the same bytes), handed to the
 * app in a JSON script so it shows the same rows without fetching them again; the app takes the page
 * over when its own rows are on screen. Only for a signed-in reader, as the API's list is (spec §2);
 * a visitor, an ended session or a filtered list gets the plain app.
 */
export function problemListBootShell(deps: Pick<AppDeps, 'sessions' | 'store' | 'readModels' | 'clock'>): BootShell {
  return async (ctx) => {
    const token = PROBLEM_LIST.test(ctx.path) && ctx.cookies.get(SESSION_COOKIE);
    const requested = token ? plainPage(new URLSearchParams(ctx.querystring)) : null;
    if (!token || requested === null) return null;
    const session = await deps.sessions.get(token);
    const account = session && (await loadUser(deps.store, session.userId));
    if (!session || !account) return null;
    const [library, progress] = await Promise.all([
      problemLibrary(deps.readModels, await hiddenFrom(deps, account)),
      getProgress(deps.readModels, session.userId),
    ]);
    const problems = JSON.parse(library.body) as ProblemSummaryView[];
    const pages = Math.max(1, Math.ceil(problems.length / PAGE_SIZE));
    const page = Math.min(requested, pages);
    const offset = (page - 1) * PAGE_SIZE;
    const statusOf = (id: string) =>
      progress.problemSolved.includes(id) ? 'solved' : progress.attemptedProblems.includes(id) ? 'attempted' : 'unsolved';
    const row = (p: ProblemSummaryView, i: number) => {
      const status = statusOf(p._id);
      const difficulty = escapeHtml(p.difficulty);
      return (
        `<li class="bs-row"><span class="bs-dot bs-dot-${status}" title="${STATUS_LABELS[status]}"></span>` +
        `<span class="bs-num">${offset + i + 1}.</span><span class="bs-title">${escapeHtml(p.title)}</span>` +
        `<span class="bs-tags">${tagsOf(p.tags)}</span>` +
        `<span class="bs-badge bs-${difficulty}">${escapeHtml(DIFFICULTY_LABELS[p.difficulty] ?? p.difficulty)}</span></li>`
      );
    };
    const count = (difficulty: string) => problems.filter((p) => p.difficulty === difficulty).length;
    const stat = (label: string, value: number, tone: string) => `<div class="bs-stat ${tone}"><dt>${label}</dt><dd>${value}</dd></div>`;
    const list =
      problems.length === 0
        ? '<p class="bs-subtitle">No Problems Available</p>'
        : `<ol class="bs-rows" start="${offset + 1}">${problems
            .slice(offset, offset + PAGE_SIZE)
            .map(row)
            .join('')}</ol>`;
    const html =
      `<div id="boot-shell" data-page="problems" aria-hidden="true"><div class="bs-header"><div><span class="bs-logo"></span>Forge</div></div><div class="bs-main">` +
      `<h1>Problems</h1><p class="bs-subtitle">Pick a challenge, write your solution and let the judge decide.</p>` +
      `<dl class="bs-stats">${stat('Total Problems', problems.length, 'bs-total')}${stat('Easy', count('easy'), 'bs-s-easy')}` +
      `${stat('Medium', count('medium'), 'bs-s-medium')}${stat('Hard', count('hard'), 'bs-s-hard')}</dl>` +
      `<div class="bs-layout"><div><div class="bs-toolbar"></div>${list}</div></div></div></div>` +
      `<script type="application/json" id="${PROBLEM_LIST_DATA_ID}">${scriptSafeJson(library.body)}</script>`;
    return { css: SHELL_CSS, html, preload: PROBLEM_LIST_MODULES };
  };
}

/** The first of `shells` that has a page for the request, or the plain app. */
export function firstBootShell(...shells: readonly BootShell[]): BootShell {
  return async (ctx: Context) => {
    for (const shell of shells) {
      const page = await shell(ctx);
      if (page) return page;
    }
    return null;
  };
}
