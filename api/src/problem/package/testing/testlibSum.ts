import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** testlib.h's checker interface in a few lines (the judge's own test header), as a problem's `testlib.h`. */
const miniTestlib = readFileSync(
  join(__dirname, '..', '..', '..', '..', '..', 'judge', 'src', 'checking', 'testdata', 'miniTestlib.h'),
  'utf8',
);

/** A testlib checker of the sum problem (`a b` in, `a + b` out), with its testlib.h: the sample problem's, written the Codeforces way. */
export const testlibSumChecker = {
  source: String.raw`#include "testlib.h"
int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  long long a = inf.readLong(), b = inf.readLong();
  long long expected = ans.readLong();
  if (expected != a + b) quitf(_fail, "the jury says %lld, not %lld", expected, a + b);
  long long got = ouf.readLong();
  if (got != expected) quitf(_wa, "expected %lld, got %lld", expected, got);
  quitf(_ok, "%lld", got);
}
`,
  files: [{ name: 'testlib.h', content: miniTestlib }],
} as const;
