import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The judge's cache (precompiled header, compiled programs) outlives test runs, as on a real machine. */
export const TEST_JUDGE_CACHE_DIR = join(tmpdir(), 'forge-test-judge-cache');
