import type { LanguageId, TestCase } from '../api';

/** The benchmark's problem: print the sum of n numbers (n = 10^6 per test, so runs do real work). */
export function sumTests(count: number, n: number, seed = 1): TestCase[] {
  let state = seed;
  // A fixed LCG: the same inputs on every run, with no dependency.
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 1_000_000_000;
  };
  return Array.from({ length: count }, () => {
    const numbers = Array.from({ length: n }, next);
    const sum = numbers.reduce((total, x) => total + BigInt(x), 0n);
    return { input: `${n}\n${numbers.join(' ')}\n`, expectedOutput: `${sum}\n` };
  });
}

/** Accepted solutions written the way learners write them. `tag` makes each source distinct. */
export const sumSolutions: Record<LanguageId | 'cppIostream', (tag: string) => string> = {
  // The usual competitive-programming reader: fread into a buffer, parse digits by hand.
  cpp: (tag) => `// ${tag}
#include <bits/stdc++.h>
using namespace std;
static char buffer[1 << 16];
static size_t length = 0, position = 0;
static int next() {
  if (position == length) {
    length = fread(buffer, 1, sizeof buffer, stdin);
    position = 0;
    if (length == 0) return -1;
  }
  return buffer[position++];
}
static long long readNumber() {
  int c = next();
  while (c != '-' && (c < '0' || c > '9')) c = next();
  bool negative = c == '-';
  if (negative) c = next();
  long long x = 0;
  for (; c >= '0' && c <= '9'; c = next()) x = x * 10 + (c - '0');
  return negative ? -x : x;
}
int main() {
  long long n = readNumber(), sum = 0;
  for (long long i = 0; i < n; i++) sum += readNumber();
  printf("%lld\\n", sum);
}
`,
  // The same with iostream, as a beginner writes it (about 4x the CPU per test).
  cppIostream: (tag) => `// ${tag}
#include <bits/stdc++.h>
using namespace std;
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n;
  cin >> n;
  long long sum = 0;
  for (int i = 0; i < n; i++) { long long x; cin >> x; sum += x; }
  cout << sum << "\\n";
}
`,
  java: (tag) => `// ${tag}
import java.io.*;
import java.util.*;
public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    int n = Integer.parseInt(in.readLine().trim());
    StringTokenizer tokens = new StringTokenizer(in.readLine());
    long sum = 0;
    for (int i = 0; i < n; i++) sum += Long.parseLong(tokens.nextToken());
    System.out.println(sum);
  }
}
`,
  javascript: (tag) => `// ${tag}
const data = require('fs').readFileSync(0, 'utf8');
let sum = 0, i = data.indexOf('\\n') + 1, x = 0, inNumber = false;
for (; i < data.length; i++) {
  const c = data.charCodeAt(i);
  if (c >= 48 && c <= 57) { x = x * 10 + (c - 48); inNumber = true; }
  else if (inNumber) { sum += x; x = 0; inNumber = false; }
}
if (inNumber) sum += x;
console.log(String(sum));
`,
  python: (tag) => `# ${tag}
import sys
data = sys.stdin.buffer.read().split()
print(sum(map(int, data[1:])))
`,
  c: (tag) => `// ${tag}
#include <stdio.h>
static char buffer[1 << 16];
static size_t length = 0, position = 0;
static int next(void) {
  if (position == length) {
    length = fread(buffer, 1, sizeof buffer, stdin);
    position = 0;
    if (length == 0) return -1;
  }
  return buffer[position++];
}
static long long readNumber(void) {
  int c = next();
  while (c != '-' && (c < '0' || c > '9')) c = next();
  int negative = c == '-';
  if (negative) c = next();
  long long x = 0;
  for (; c >= '0' && c <= '9'; c = next()) x = x * 10 + (c - '0');
  return negative ? -x : x;
}
int main(void) {
  long long n = readNumber(), sum = 0;
  for (long long i = 0; i < n; i++) sum += readNumber();
  printf("%lld\\n", sum);
}
`,
};
