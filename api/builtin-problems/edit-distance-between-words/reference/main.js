const data = require('fs').readFileSync(0, 'utf8');
const lines = data.split('\n');
// A missing line counts as an empty word; strip stray whitespace such as '\r'.
const a = (lines[0] || '').trim();
const b = (lines[1] || '').trim();

// Minimum number of insertions, deletions and substitutions turning a into b.
function editDistance(a, b) {
  const n = a.length;
  const m = b.length;
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      let best = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1); // keep or substitute
      if (prev[j] + 1 < best) best = prev[j] + 1; // delete
      if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1; // insert
      cur[j] = best;
    }
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[m];
}

process.stdout.write(String(editDistance(a, b)) + '\n');
