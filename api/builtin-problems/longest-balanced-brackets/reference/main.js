const data = require('fs').readFileSync(0, 'utf8');
// The first line holds the string; it may be empty or missing. Keep only brackets.
const s = (data.split('\n')[0] || '').replace(/[^()]/g, '');

// dp[i] = length of the longest well-formed substring that ends exactly at i.
function longestBalanced(s) {
  const n = s.length;
  const dp = new Int32Array(n);
  let best = 0;
  for (let i = 1; i < n; i++) {
    if (s.charCodeAt(i) !== 41) continue; // ')'
    if (s.charCodeAt(i - 1) === 40) {
      // "...()"
      dp[i] = 2 + (i >= 2 ? dp[i - 2] : 0);
    } else {
      // "...))"
      const j = i - dp[i - 1] - 1;
      if (j >= 0 && s.charCodeAt(j) === 40) {
        dp[i] = dp[i - 1] + 2 + (j >= 1 ? dp[j - 1] : 0);
      }
    }
    if (dp[i] > best) best = dp[i];
  }
  return best;
}

process.stdout.write(String(longestBalanced(s)) + '\n');
