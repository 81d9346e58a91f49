// The judge's lines, read as they come (not all of stdin at once: the judge sends the next one
// only after your guess).
const lines = require('readline').createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const readLine = async () => (await lines.next()).value ?? '';

// Guesses g and returns the judge's answer: '<' (the secret is smaller), '>' (larger) or '='.
async function ask(g) {
  console.log(String(g)); // written at once: the judge answers only once it has the line
  return (await readLine()).trim();
}

// Find the secret in [1, n] with at most ceil(log2 n) + 1 calls of ask; stop once it answers '='.
async function findSecret(n) {
  // TODO: write your solution here
  await ask(1);
}

readLine()
  .then((n) => findSecret(Number(n)))
  .then(() => process.exit(0));
