// The input's whitespace-separated tokens, read in order: next() gives the next one as a number,
// nextToken() as it is written, nextValues(n) the next n as numbers, nextRows(n, k) n rows of k.
const tokens = require('fs')
  .readFileSync(0, 'utf8')
  .split(/\s+/)
  .filter((t) => t.length > 0);
let pos = 0;
const nextToken = () => tokens[pos++];
const next = () => Number(tokens[pos++]);
const nextValues = (n) => Array.from({ length: n }, () => next());
const nextRows = (n, k) => Array.from({ length: n }, () => nextValues(k));
