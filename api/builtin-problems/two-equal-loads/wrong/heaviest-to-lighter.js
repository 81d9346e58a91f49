// @harness tokens

// Greedy: the heaviest parcel first, each onto the bike carrying less so far. Well-formed, and often
// right, but 3 3 2 2 2 ends as 3 + 2 + 2 against 3 + 2, though 3 + 3 against 2 + 2 + 2 is equal.
function firstLoad(w) {
  const total = w.reduce((sum, x) => sum + x, 0);
  if (total % 2 !== 0) return [-1];
  const order = w.map((_, i) => i).sort((i, j) => w[j] - w[i]);
  const first = [];
  let firstWeight = 0;
  let secondWeight = 0;
  for (const i of order) {
    if (firstWeight <= secondWeight) {
      first.push(i + 1);
      firstWeight += w[i];
    } else {
      secondWeight += w[i];
    }
  }
  return first;
}

console.log(firstLoad(nextValues(next())).join(' '));
