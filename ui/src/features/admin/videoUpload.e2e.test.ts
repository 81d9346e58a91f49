import { statSync } from 'node:fs';
import { makeTestVideo } from '@forge/media';
import { newLearner, registerLearner } from '../../testing/accounts';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { listProblems } from '../../testing/problems';
import { useTempDir } from '../../testing/tempDir';
import { formatFileSize } from './fileSize';

jest.setTimeout(180_000);

/** The file's page, signed in as the admin. */
const { page: adminPage, context: adminContext, open } = useBrowserApp({ page: 'file' });
const clips = useTempDir('e2e-video-');
let clip: string;
let problem: { _id: string; title: string };

beforeAll(async () => {
  clip = makeTestVideo(clips(), 3, 'walkthrough.mp4');
  await signInAs(adminPage());
  const list = await listProblems(adminPage());
  problem = list.find((p) => p.title === 'Pair With Target Sum') ?? list[0]!;
}, 120_000);

test('an admin uploads a video on /admin/upload/<id> and watches the progress reach 100 %', async () => {
  const page = adminPage();
  await page.goto('/admin/video');
  await page.getByRole('link', { name: `Upload video for ${problem.title}` }).click();
  await page.waitForURL(`**/admin/upload/${problem._id}`);
  await page.getByRole('heading', { name: 'Upload Video' }).waitFor();
  // The page names its problem, and links to it.
  expect(await page.getByRole('link', { name: problem.title, exact: true }).getAttribute('href')).toBe(`/problem/${problem._id}`);

  await page.locator('input[type=file]').setInputFiles(clip);
  await page.getByText('walkthrough.mp4').waitFor();
  await page.getByText(formatFileSize(statSync(clip).size), { exact: true }).waitFor();

  // Slow the upload down so the bar has percentages to show between 0 and 100.
  const cdp = await adminContext().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 8 * 1024 });
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { percents: string[] }).percents = []);
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid=upload-progress] [role=progressbar]')?.getAttribute('aria-valuenow');
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await page.getByRole('button', { name: 'Uploading...' }).waitFor();
  await screenshot(page, 'admin-upload-progress');

  await page.getByText('Upload Successful!').waitFor({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const percents = (await page.evaluate(() => (window as unknown as { percents: string[] }).percents)).map(Number);
  expect(percents.at(-1)).toBe(100);
  expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(await page.getByTestId('upload-progress').innerText()).toContain('100%');
  expect(await page.getByTestId('uploaded-duration').innerText()).toBe('0:03');
  await page.getByText(/Uploaded: \S+/).waitFor();
  expect(await page.getByRole('button', { name: 'Upload Video' }).isEnabled()).toBe(true);
  await screenshot(page, 'admin-upload-success');

  const saved = (await (await page.request.get(`/api/problem/problemById/${problem._id}`)).json()) as {
    secureUrl: string;
    duration: number;
  };
  expect(saved.secureUrl).toMatch(/^\/media\/video\/upload\/forge\/problems\/.+\.mp4$/);
  expect(saved.duration).toBe(3);
});

test("a learner plays the video on the problem's Editorial tab and seeks in it", async () => {
  const { page } = await open();
  await registerLearner(page, newLearner('Grace'));
  const mediaStatuses: number[] = [];
  page.on('response', (res) => new URL(res.url()).pathname.endsWith('.mp4') && mediaStatuses.push(res.status()));
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('tab', { name: 'Editorial' }).click();
  const video = page.locator('video');
  await video.waitFor();
  const label = page.locator('.pp-video-time');
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  expect(await label.innerText()).toBe('0:00 / 0:03');
  expect(await page.getByRole('slider', { name: 'Seek' }).getAttribute('max')).toBe('3');

  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
  await page.getByRole('button', { name: 'Pause' }).click();
  await screenshot(page, 'editorial-playing');

  // Seek as a user does: a click near the end of the range.
  const slider = page.getByRole('slider', { name: 'Seek' });
  const box = (await slider.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2);
  const seekedTo = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(seekedTo).toBeGreaterThanOrEqual(2);
  expect(seekedTo).toBeLessThanOrEqual(3);
  await page.waitForFunction(() => document.querySelector('.pp-video-time')?.textContent === '0:02 / 0:03');
  expect(Number(await slider.inputValue())).toBeGreaterThanOrEqual(2);
  // The media host answered the player's byte-range requests.
  expect(mediaStatuses).toContain(206);
  await screenshot(page, 'editorial-seeked');
});

test('deleting the video from /admin/video removes it from the Editorial tab', async () => {
  const page = adminPage();
  await page.goto('/admin/video');
  const row = page.locator('tr.ant-table-row', { hasText: problem.title });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByText('Are you sure you want to delete this problem?').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  // The problem stays listed, now without a video (and so without a Delete), ready for another upload.
  await row.getByText('No video').waitFor();
  expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await page.getByText('No editorial video yet').waitFor();
  expect(await page.locator('video').count()).toBe(0);
});
