const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let pos = 0;
const next = () => Number(data[pos++]);

const n = next();
const out = new Array(n);
let best = -Infinity;
for (let i = 0; i < n; i++) {
  const x = next();
  if (x > best) best = x;
  out[i] = best;
}
process.stdout.write(out.join(' ') + '\n');
