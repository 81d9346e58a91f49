import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { makeTestVideo } from '@forge/media';
import { registerLearner } from '../../testing/accounts';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { attachVideo } from '../../testing/videos';

jest.setTimeout(180_000);

const { page: adminPage, open } = useBrowserApp({ page: 'file' });
let clips: string;
let problem: { _id: string; title: string };

beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'e2e-player-'));
  await signInAs(adminPage());
  const list = (await (await adminPage().request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  problem = list.find((p) => p.title === 'Pair With Target Sum')!;
  await attachVideo(adminPage(), problem._id, makeTestVideo(clips, 3, 'walkthrough.mp4'));
}, 120_000);

afterAll(() => rmSync(clips, { recursive: true, force: true }));

/** A fresh learner on the problem's Editorial tab, the video's metadata loaded. */
async function openEditorial(options: Parameters<typeof open>[0] = {}): Promise<Page> {
  const { page } = await open(options);
  await registerLearner(page);
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await page.locator('video').waitFor();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  return page;
}

const videoState = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => ({ muted: v.muted, volume: Math.round(v.volume * 100) / 100 }));

test('mute, volume and full screen work as a viewer expects', async () => {
  const page = await openEditorial();
  expect(await videoState(page)).toEqual({ muted: false, volume: 1 });

  await page.getByRole('button', { name: 'Mute' }).click();
  expect(await videoState(page)).toEqual({ muted: true, volume: 1 });
  expect(await page.getByRole('slider', { name: 'Volume' }).inputValue()).toBe('0');
  await page.getByRole('button', { name: 'Unmute' }).click();
  expect(await videoState(page)).toEqual({ muted: false, volume: 1 });

  // The volume slider, moved from the keyboard as a viewer might: each step is 5 %.
  const volume = page.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  expect(await videoState(page)).toEqual({ muted: false, volume: 0.8 });
  await volume.fill('0.3');
  expect(await videoState(page)).toEqual({ muted: false, volume: 0.3 });
  expect(await volume.getAttribute('aria-valuetext')).toBe('30%');
  // All the way down is silence, and the button says so.
  await volume.fill('0');
  expect((await videoState(page)).muted).toBe(true);
  await page.getByRole('button', { name: 'Unmute' }).waitFor();

  await page.getByRole('button', { name: 'Full screen' }).click();
  await page.getByRole('button', { name: 'Exit full screen' }).waitFor();
  expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('FIGURE');
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await page.getByRole('button', { name: 'Full screen' }).waitFor();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test.each(['light', 'dark'] as const)('every control is on screen on a 375 px phone (%s theme)', async (theme) => {
  const page = await openEditorial({ viewport: { width: 375, height: 812 }, colorScheme: theme });
  for (const name of ['Play', 'Mute', 'Full screen']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  for (const name of ['Seek', 'Volume']) {
    const box = (await page.getByRole('slider', { name }).boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await screenshot(page, `editorial-player-mobile-${theme}`);
});
