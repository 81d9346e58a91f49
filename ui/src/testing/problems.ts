import type { Page } from 'playwright-core';
import type { ProblemView } from '@forge/contracts';

/** Every problem's id and title, as the list endpoint gives them to the page's signed-in user. */
export const listProblems = async (p: Page): Promise<{ _id: string; title: string }[]> =>
  (await (await p.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];

/** The problem called `title`, whole, as its page reads it. */
export async function problemTitled(p: Page, title: string): Promise<ProblemView> {
  const id = (await listProblems(p)).find((problem) => problem.title === title)!._id;
  return (await (await p.request.get(`/api/problem/problemById/${id}`)).json()) as ProblemView;
}
