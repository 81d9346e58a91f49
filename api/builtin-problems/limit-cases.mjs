// Writes each built-in problem's cases at its stated limits and the wrong solutions its cases
// must reject (issue 14: problems prove their tests, not only their solutions).
//
//   node api/builtin-problems/limit-cases.mjs
//
// The inputs come from a seeded generator, so a rerun writes the same files; the expected
// outputs are the problem's own JavaScript reference solution run on them (the proof then
// checks the C++ and Java references agree). A rerun replaces the cases it wrote before
// (same input) and the wrong solutions, and leaves the hand-written cases alone.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));

/** mulberry32: small, seeded, the same everywhere. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [lo, hi]. */
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return next;
}
const times = (n, f) => Array.from({ length: n }, (_, i) => f(i));
const line = (values) => `${values.join(' ')}\n`;

const cpp = (body) => `#include <bits/stdc++.h>\nusing namespace std;\n\n${body.trim()}\n`;
const fastIn = 'ios::sync_with_stdio(false);\n    cin.tie(nullptr);';

/** A list of n values printed back in some order: the chain problems' shape. */
const chainProgram = (comment, transform) =>
  cpp(`
// ${comment}
int main() {
    ${fastIn}
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    vector<long long> out;
    ${transform}
    for (size_t i = 0; i < out.size(); i++) cout << (i ? " " : "") << out[i];
    cout << '\\n';
}`);

const problems = {
  'pair-with-target-sum': {
    // n = 2·10^5 with the only pair at the very end, summing past 32 bits: the O(n^2) scan checks all
    // 2·10^10 pairs, about 7 CPU seconds of C++ on a fast core, seven times the 1 s limit (the Java
    // reference needs about 0.2 s); and a target beyond 32 bits is where 32-bit reading goes wrong.
    timeLimitSeconds: 1,
    limitCases: [
      // Two readings and a target that only fit in 64 bits, before the large case.
      () => `2 3000000000\n${line([1_500_000_000, 1_500_000_000])}`,
      () => {
        const r = random(14_01);
        const n = 200_000;
        const target = 3_999_999_999;
        const evens = times(n - 2, () => 2 * r.int(-4999, 4999));
        const x = 1_999_999_999;
        return `${n} ${target}\n${line([...evens, x, target - x])}`;
      },
    ],
    wrongSolutions: [
      {
        // The issue's: every pair, in 32-bit. A target past 32 bits cannot even be read, so no pair is ever found.
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Every pair, in 32-bit integers.
int main() {
    ${fastIn}
    int n, target;
    cin >> n >> target;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                cout << i << ' ' << j << '\\n';
                return 0;
            }
}`),
      },
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Every pair, in 64-bit integers: right, but O(n^2).
int main() {
    ${fastIn}
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                cout << i << ' ' << j << '\\n';
                return 0;
            }
}`),
      },
    ],
  },

  'best-stretch-sum': {
    limitCases: [() => {
      const r = random(14_02);
      return `100000\n${line(times(100_000, () => r.int(-99, 120)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Kadane in 32-bit integers: the statement warns the answer can reach 10^14.
int main() {
    ${fastIn}
    int n;
    cin >> n;
    int best = INT_MIN, cur = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        cur = (i == 0) ? x : max(x, cur + x);
        best = max(best, cur);
    }
    cout << best << '\\n';
}`),
      },
    ],
  },

  'cheapest-delivery-route': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Dijkstra with 32-bit costs: a cost past 2^31 - 1 never counts, though the statement warns costs may not fit.
int main() {
    ${fastIn}
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> out(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        out[u].push_back({v, w});
    }
    vector<int> dist(n + 1, INT_MAX);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, v] = pq.top();
        pq.pop();
        if (d != dist[v]) continue;
        for (auto [to, w] : out[v])
            if ((long long)d + w < dist[to]) {
                dist[to] = d + w;
                pq.push({dist[to], to});
            }
    }
    cout << (dist[n] == INT_MAX ? -1 : dist[n]) << '\\n';
}`),
      },
    ],
  },

  'count-connected-rooms': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Counts groups among the rooms that have a door, forgetting rooms without any.
vector<int> parent;
int root(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}
int main() {
    ${fastIn}
    int n, m;
    cin >> n >> m;
    parent.resize(n + 1);
    iota(parent.begin(), parent.end(), 0);
    vector<char> hasDoor(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        hasDoor[u] = hasDoor[v] = 1;
        parent[root(u)] = root(v);
    }
    int groups = 0;
    for (int v = 1; v <= n; v++) groups += hasDoor[v] && root(v) == v;
    cout << groups << '\\n';
}`),
      },
    ],
  },

  'course-order': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Kahn's algorithm with a plain queue: a valid order, but not the smallest one.
int main() {
    ${fastIn}
    int n, m;
    cin >> n >> m;
    vector<vector<int>> after(n + 1);
    vector<int> indegree(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        after[a].push_back(b);
        indegree[b]++;
    }
    queue<int> ready;
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) ready.push(v);
    vector<int> order;
    while (!ready.empty()) {
        int v = ready.front();
        ready.pop();
        order.push_back(v);
        for (int w : after[v])
            if (--indegree[w] == 0) ready.push(w);
    }
    if ((int)order.size() != n) { cout << "IMPOSSIBLE\\n"; return 0; }
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << order[i];
    cout << '\\n';
}`),
      },
    ],
  },

  'critical-corridors': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Tarjan with the articulation-point test (low >= tin) instead of the bridge test (low > tin).
int main() {
    ${fastIn}
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    vector<int> tin(n + 1, 0), low(n + 1, 0), parentEdge(n + 1, -1), parent(n + 1, 0);
    vector<size_t> it(n + 1, 0);
    int timer = 0;
    long long bridges = 0;
    for (int s = 1; s <= n; s++) {
        if (tin[s]) continue;
        vector<int> stack{s};
        tin[s] = low[s] = ++timer;
        while (!stack.empty()) {
            int v = stack.back();
            if (it[v] < adj[v].size()) {
                auto [u, e] = adj[v][it[v]++];
                if (e == parentEdge[v]) continue;
                if (!tin[u]) {
                    tin[u] = low[u] = ++timer;
                    parentEdge[u] = e;
                    parent[u] = v;
                    stack.push_back(u);
                } else low[v] = min(low[v], tin[u]);
            } else {
                stack.pop_back();
                if (parentEdge[v] != -1) {
                    int p = parent[v];
                    low[p] = min(low[p], low[v]);
                    if (low[v] >= tin[p]) bridges++;
                }
            }
        }
    }
    cout << bridges << '\\n';
}`),
      },
    ],
  },

  'edit-distance-between-words': {
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// The recurrence without memory: exponential.
string a, b;
int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    if (a[i - 1] == b[j - 1]) return dist(i - 1, j - 1);
    return 1 + min({dist(i - 1, j - 1), dist(i - 1, j), dist(i, j - 1)});
}
int main() {
    getline(cin, a);
    getline(cin, b);
    while (!a.empty() && isspace((unsigned char)a.back())) a.pop_back();
    while (!b.empty() && isspace((unsigned char)b.back())) b.pop_back();
    cout << dist(a.size(), b.size()) << '\\n';
}`),
      },
    ],
  },

  'fewest-coins': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Greedy: the largest coin that fits, again and again. Right for some coin sets only.
int main() {
    ${fastIn}
    int n;
    long long amount;
    cin >> n >> amount;
    vector<long long> c(n);
    for (auto& x : c) cin >> x;
    sort(c.rbegin(), c.rend());
    long long count = 0;
    for (long long x : c) {
        count += amount / x;
        amount %= x;
    }
    cout << (amount == 0 ? count : -1) << '\\n';
}`),
      },
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Every way to make the amount, tried recursively without remembering any.
vector<long long> c;
long long best(long long amount) {
    if (amount == 0) return 0;
    long long result = LLONG_MAX;
    for (long long x : c)
        if (x <= amount) {
            long long rest = best(amount - x);
            if (rest != LLONG_MAX) result = min(result, rest + 1);
        }
    return result;
}
int main() {
    int n;
    long long amount;
    cin >> n >> amount;
    c.resize(n);
    for (auto& x : c) cin >> x;
    long long answer = best(amount);
    cout << (answer == LLONG_MAX ? -1 : answer) << '\\n';
}`),
      },
    ],
  },

  'is-there-a-path': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Follows each road one way only: the roads go both ways.
int main() {
    ${fastIn}
    int n, m, s, t;
    cin >> n >> m >> s >> t;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
    }
    vector<char> seen(n + 1, 0);
    vector<int> queue{s};
    seen[s] = 1;
    for (size_t h = 0; h < queue.size(); h++)
        for (int w : adj[queue[h]])
            if (!seen[w]) { seen[w] = 1; queue.push_back(w); }
    cout << (seen[t] ? "YES" : "NO") << '\\n';
}`),
      },
    ],
  },

  'longest-balanced-brackets': {
    // |s| = 10^6: a long rising prefix, so trying every start scans to the end each time.
    limitCases: [
      () => {
        const r = random(14_10);
        const rest = times(600_000, () => (r() < 0.5 ? '(' : ')')).join('');
        return `${'('.repeat(400_000)}${rest}\n`;
      },
    ],
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Every start, scanned until the balance goes negative: O(n^2).
int main() {
    ${fastIn}
    string s;
    getline(cin, s);
    while (!s.empty() && (s.back() == '\\r' || s.back() == ' ')) s.pop_back();
    int n = s.size(), best = 0;
    for (int i = 0; i < n; i++) {
        int depth = 0;
        for (int j = i; j < n; j++) {
            depth += s[j] == '(' ? 1 : -1;
            if (depth < 0) break;
            if (depth == 0) best = max(best, j - i + 1);
        }
    }
    cout << best << '\\n';
}`),
      },
    ],
  },

  'longest-rising-run': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Patience sorting with upper_bound: counts non-decreasing runs, not strictly rising ones.
int main() {
    ${fastIn}
    int n;
    cin >> n;
    vector<int> tails;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        auto it = upper_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    cout << tails.size() << '\\n';
}`),
      },
    ],
  },

  'merge-many-sorted-chains': {
    // k = 10^5 lists, 2·10^5 values: a long first list, then 99,999 lists of one value each.
    limitCases: [
      () => {
        const r = random(14_12);
        const first = times(100_000, () => r.int(0, 9)).sort((x, y) => x - y);
        const singles = times(99_999, () => `1 ${r.int(0, 9)}\n`).join('');
        return `100000\n${first.length} ${line(first)}${singles}`;
      },
    ],
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Merges the lists one after another into the result: O(k · total).
int main() {
    ${fastIn}
    int k;
    cin >> k;
    vector<long long> merged, next;
    for (int i = 0; i < k; i++) {
        int len;
        cin >> len;
        vector<long long> list(len);
        for (auto& x : list) cin >> x;
        next.clear();
        size_t a = 0, b = 0;
        while (a < merged.size() || b < list.size())
            if (b == list.size() || (a < merged.size() && merged[a] <= list[b])) next.push_back(merged[a++]);
            else next.push_back(list[b++]);
        swap(merged, next);
    }
    for (size_t i = 0; i < merged.size(); i++) cout << (i ? " " : "") << merged[i];
    cout << '\\n';
}`),
      },
    ],
  },

  'middle-of-the-chain': {
    limitCases: [() => {
      const r = random(14_13);
      return `100000\n${line(times(100_000, () => r.int(0, 9)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Takes the first of the two middle nodes when n is even; the statement asks for the second.
int main() {
    ${fastIn}
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    cout << a[(n - 1) / 2] << '\\n';
}`),
      },
    ],
  },

  'rainwater-between-walls': {
    limitCases: [() => {
      const r = random(14_14);
      return `200000\n${line(times(200_000, () => r.int(0, 9)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Two pointers with a 32-bit total: the statement warns it may not fit.
int main() {
    ${fastIn}
    int n;
    cin >> n;
    vector<int> h(n);
    for (auto& x : h) cin >> x;
    int l = 0, r = n - 1, leftMax = 0, rightMax = 0, water = 0;
    while (l < r) {
        if (h[l] < h[r]) { leftMax = max(leftMax, h[l]); water += leftMax - h[l]; l++; }
        else { rightMax = max(rightMax, h[r]); water += rightMax - h[r]; r--; }
    }
    cout << water << '\\n';
}`),
      },
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// For every wall, the highest wall on each side found by scanning: O(n^2).
int main() {
    ${fastIn}
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto& x : h) cin >> x;
    long long water = 0;
    for (int i = 0; i < n; i++) {
        long long left = 0, right = 0;
        for (int j = 0; j <= i; j++) left = max(left, h[j]);
        for (int j = i; j < n; j++) right = max(right, h[j]);
        water += min(left, right) - h[i];
    }
    cout << water << '\\n';
}`),
      },
    ],
  },

  'remove-repeats-from-sorted-chain': {
    limitCases: [() => {
      const r = random(14_15);
      return `100000\n${line(times(100_000, () => r.int(0, 9)).sort((x, y) => x - y))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: chainProgram(
          'Drops every value that repeats instead of keeping one of each.',
          `for (int i = 0; i < n; i++)
        if ((i == 0 || a[i - 1] != a[i]) && (i + 1 == n || a[i + 1] != a[i])) out.push_back(a[i]);`,
        ),
      },
    ],
  },

  'reverse-a-chain': {
    limitCases: [() => {
      const r = random(14_16);
      return `100000\n${line(times(100_000, () => r.int(0, 9)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: chainProgram('Walks back from the tail but stops before the head.', 'for (int i = n - 1; i > 0; i--) out.push_back(a[i]);'),
      },
    ],
  },

  'rotate-the-chain': {
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Presses the button k times (k up to 10^18) instead of k mod n.
int main() {
    ${fastIn}
    int n;
    cin >> n;
    deque<long long> chain(n);
    for (auto& x : chain) cin >> x;
    unsigned long long k;
    cin >> k;
    if (n > 0)
        for (unsigned long long step = 0; step < k; step++) {
            chain.push_front(chain.back());
            chain.pop_back();
        }
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << chain[i];
    cout << '\\n';
}`),
      },
    ],
  },

  'running-maximum': {
    limitCases: [() => {
      const r = random(14_18);
      return `100000\n${line(times(100_000, () => r.int(-9, 9)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: chainProgram(
          'Starts the record at 0, wrong while every reading is negative.',
          `long long best = 0;
    for (int i = 0; i < n; i++) out.push_back(best = max(best, a[i]));`,
        ),
      },
    ],
  },

  'shortest-escape-in-a-grid': {
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Depth-first search: finds a way out, not the shortest.
int main() {
    ${fastIn}
    int R, C;
    cin >> R >> C;
    vector<string> g(R);
    for (auto& row : g) cin >> row;
    vector<vector<int>> dist(R, vector<int>(C, -1));
    vector<pair<int, int>> stack;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'S') { dist[r][c] = 0; stack.push_back({r, c}); }
    int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
    while (!stack.empty()) {
        auto [r, c] = stack.back();
        stack.pop_back();
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= R || nc >= C || g[nr][nc] == '#' || dist[nr][nc] != -1) continue;
            dist[nr][nc] = dist[r][c] + 1;
            stack.push_back({nr, nc});
        }
    }
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'E') cout << dist[r][c] << '\\n';
}`),
      },
    ],
  },

  'staircase-ways': {
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// ways(n) = ways(n-1) + ways(n-2), recomputed without memory: exponential.
long long ways(int n) { return n <= 2 ? n : (ways(n - 1) + ways(n - 2)) % 1000000007; }
int main() {
    int n;
    cin >> n;
    cout << ways(n) << '\\n';
}`),
      },
    ],
  },

  'subarrays-hitting-the-mark': {
    wrongSolutions: [
      {
        expectedVerdict: 'Time Limit Exceeded',
        completeCode: cpp(`
// Every stretch, summed as it grows: O(n^2).
int main() {
    ${fastIn}
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum == k) count++;
        }
    }
    cout << count << '\\n';
}`),
      },
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: cpp(`
// Prefix sums in a hash map, counted in 32 bits: the statement warns the answer may not fit.
int main() {
    ${fastIn}
    int n;
    long long k;
    cin >> n >> k;
    unordered_map<long long, int> seen;
    seen.reserve(2 * n + 1);
    seen[0] = 1;
    long long prefix = 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        prefix += x;
        auto it = seen.find(prefix - k);
        if (it != seen.end()) count += it->second;
        seen[prefix]++;
    }
    cout << count << '\\n';
}`),
      },
    ],
  },

  'zigzag-the-chain': {
    limitCases: [() => {
      const r = random(14_22);
      return `200000\n${line(times(200_000, () => r.int(0, 9)))}`;
    }],
    wrongSolutions: [
      {
        expectedVerdict: 'Wrong Answer',
        completeCode: chainProgram(
          'Takes one from each end while they differ: the middle node of an odd chain is lost.',
          `for (int i = 0, j = n - 1; i < j; i++, j--) {
        out.push_back(a[i]);
        out.push_back(a[j]);
    }`,
        ),
      },
    ],
  },
};

/** The expected output: the problem's JavaScript reference solution run on the input. */
function solve(content, input) {
  const js = content.referenceSolution.find((r) => r.language === 'JavaScript').completeCode;
  return execFileSync(process.execPath, ['--stack-size=65500', '-e', js], { input, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
}

for (const [slug, { limitCases = [], wrongSolutions, timeLimitSeconds }] of Object.entries(problems)) {
  const file = join(dir, `${slug}.json`);
  const content = JSON.parse(readFileSync(file, 'utf8'));
  const inputs = limitCases.map((generate) => generate());
  const handWritten = content.hiddenTestCases.filter((c) => !inputs.includes(c.input));
  content.hiddenTestCases = [...handWritten, ...inputs.map((input) => ({ input, output: solve(content, input) }))];
  content.wrongSolutions = wrongSolutions.map(({ language = 'C++', completeCode, expectedVerdict }) => ({ language, completeCode, expectedVerdict }));
  if (timeLimitSeconds) content.timeLimitSeconds = timeLimitSeconds;
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`${slug}: ${inputs.length} limit case(s), ${wrongSolutions.length} wrong solution(s)`);
}
