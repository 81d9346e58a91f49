const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(data[0]);
const MOD = 1000000007;
// ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1
let prev = 1;
let cur = 1;
for (let i = 2; i <= n; i++) {
  const nxt = (prev + cur) % MOD;
  prev = cur;
  cur = nxt;
}
process.stdout.write(cur + '\n');
