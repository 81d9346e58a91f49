// A binary search that writes its guesses as "? 500", as some judges want: not a whole number on
// its line, so the judge stops at the first guess.
const lines = require('readline').createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const readLine = async () => (await lines.next()).value ?? '';

async function findSecret(n) {
  let lo = 1;
  let hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    console.log(`? ${mid}`);
    const reply = (await readLine()).trim();
    if (reply === '=') return;
    if (reply === '<') hi = mid - 1;
    else lo = mid + 1;
  }
}

readLine()
  .then((n) => findSecret(Number(n)))
  .then(() => process.exit(0));
