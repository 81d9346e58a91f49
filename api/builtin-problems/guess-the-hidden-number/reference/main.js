// The judge's lines, read as they come (not all of stdin at once: the judge sends the next one
// only after your guess).
const lines = require('readline').createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const readLine = async () => (await lines.next()).value ?? '';

// Guesses g and returns the judge's answer: '<' (the secret is smaller), '>' (larger) or '='.
async function ask(g) {
  console.log(String(g)); // written at once: the judge answers only once it has the line
  return (await readLine()).trim();
}

// Binary search: the secret is in [lo, hi]; each guess at the middle halves it, so at most
// floor(log2 n) + 1 guesses.
async function findSecret(n) {
  let lo = 1;
  let hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const reply = await ask(mid);
    if (reply === '=') return;
    if (reply === '<') hi = mid - 1;
    else lo = mid + 1;
  }
}

readLine()
  .then((n) => findSecret(Number(n)))
  .then(() => process.exit(0));
