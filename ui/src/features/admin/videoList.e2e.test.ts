import type { Page } from 'playwright-core';
import { makeTestVideo } from '@forge/media';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { listProblems } from '../../testing/problems';
import { useTempDir } from '../../testing/tempDir';
import { attachVideo } from '../../testing/videos';

jest.setTimeout(180_000);

const { page: adminPage, open } = useBrowserApp({ page: 'file' });
const clips = useTempDir('e2e-video-list-');
let clip: string;
let withVideo: { _id: string; title: string };
let without: { _id: string; title: string };

beforeAll(async () => {
  clip = makeTestVideo(clips(), 3, 'walkthrough.mp4');
  await signInAs(adminPage());
  const list = await listProblems(adminPage());
  withVideo = list.find((p) => p.title === 'Pair With Target Sum')!;
  without = list.find((p) => p !== withVideo)!;
  await attachVideo(adminPage(), withVideo._id, clip);
}, 120_000);

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
const deleteButtons = (page: Page) => page.getByRole('button', { name: /^Delete the video of / });

test.each(['light', 'dark'] as const)(
  'the video list shows which problems have a video, and Delete only for those (%s theme)',
  async (theme) => {
    const { page } = await open({ colorScheme: theme });
    await signInAs(page);
    await page.goto('/admin/video');
    await row(page, withVideo.title).waitFor();

    expect(await row(page, withVideo.title).getByText('Video 0:03').isVisible()).toBe(true);
    expect(
      await row(page, withVideo.title)
        .getByRole('button', { name: `Delete the video of ${withVideo.title}` })
        .isVisible(),
    ).toBe(true);
    expect(await row(page, without.title).getByText('No video').isVisible()).toBe(true);
    expect(
      await row(page, without.title)
        .getByRole('button', { name: /Delete/ })
        .count(),
    ).toBe(0);
    // Every problem can still get a video; only the one that has one can lose it.
    expect(
      await row(page, without.title)
        .getByRole('link', { name: `Upload video for ${without.title}` })
        .isVisible(),
    ).toBe(true);
    expect(await deleteButtons(page).count()).toBe(1);
    await screenshot(page, `admin-video-list-${theme}`);
  },
);

test('deleting a video keeps its problem in the list, now without a video or a Delete', async () => {
  const page = adminPage();
  await page.goto('/admin/video');
  const target = row(page, withVideo.title);
  await target.getByRole('button', { name: `Delete the video of ${withVideo.title}` }).click();
  await page.getByText('Are you sure you want to delete this problem?').waitFor();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await target.getByText('No video').waitFor();
  expect(await deleteButtons(page).count()).toBe(0);
  expect(await target.getByRole('link', { name: `Upload video for ${withVideo.title}` }).isVisible()).toBe(true);

  await page.reload();
  await row(page, withVideo.title).getByText('No video').waitFor();
  expect(await deleteButtons(page).count()).toBe(0);
  await screenshot(page, 'admin-video-list-after-delete');
});
