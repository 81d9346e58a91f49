const data = require('fs').readFileSync(0, 'utf8');
const lines = data.split('\n');
// Read whole lines: a word may be empty, and then its line is empty.
const a = (lines[0] || '').trim();
const b = (lines[1] || '').trim();

// TODO: return the minimum number of single-character insertions, deletions
// and substitutions needed to turn a into b.
function editDistance(a, b) {
  // Write your solution here.
  return 0;
}

console.log(String(editDistance(a, b)));
