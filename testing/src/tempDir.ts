import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A path in a temporary directory: the directory itself, given no names. */
export type InTempDir = (...names: string[]) => string;

/**
 * A fresh temporary directory, named after `prefix`, for each test of the enclosing describe block
 * (the file's, at the top level): made before the test, removed with all it holds after it. Close
 * what is open in it in the test or in an inner block's afterEach: jest runs those first, and a
 * block's own after-hooks in the order they were declared.
 */
export function useTempDir(prefix: string): InTempDir {
  let dir: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return (...names) => {
    if (!dir) throw new Error('useTempDir: the directory is there only to tests, and to hooks declared after the call');
    return join(dir, ...names);
  };
}
