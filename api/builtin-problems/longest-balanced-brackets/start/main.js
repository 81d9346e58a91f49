const data = require('fs').readFileSync(0, 'utf8');
const s = (data.split('\n')[0] || '').trim(); // the line may be empty

// TODO: return the length of the longest contiguous substring of s
// that is a well-formed bracket sequence.
function longestBalanced(s) {
  // Write your solution here.
  return 0;
}

console.log(String(longestBalanced(s)));
