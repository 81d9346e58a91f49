// @harness tokens

// 0/1 knapsack over the parcels in order: by[s] is the parcel whose taking first made weight s
// reachable (-1: not yet). Following by[] back from half the total gives one load; this solution
// puts the other load, the parcels not taken, on the first bike (both weigh half the total).
function firstLoad(w) {
  const total = w.reduce((sum, x) => sum + x, 0);
  if (total % 2 !== 0) return [-1];
  const half = total / 2;
  const by = new Int32Array(half + 1).fill(-1);
  const reachable = new Uint8Array(half + 1);
  reachable[0] = 1;
  for (let i = 0; i < w.length; i++) {
    for (let s = half; s >= w[i]; s--) {
      if (!reachable[s] && reachable[s - w[i]]) {
        reachable[s] = 1;
        by[s] = i;
      }
    }
  }
  if (!reachable[half]) return [-1];
  const taken = new Set();
  for (let s = half; s > 0; s -= w[by[s]]) taken.add(by[s]);
  return w.map((_, i) => i).filter((i) => !taken.has(i)).map((i) => i + 1);
}

console.log(firstLoad(nextValues(next())).join(' '));
