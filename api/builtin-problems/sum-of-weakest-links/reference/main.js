// @harness tokens

// ending[i]: the sum of the weakest links of the pieces that end at segment i. With p the last
// segment before i weaker than s[i] (none: -1), the pieces starting after p have s[i] as their
// weakest, and those starting at or before p have the same weakest as when they ended at p:
// ending[i] = ending[p] + s[i] * (i - p). A stack of segments with rising strengths finds each p,
// O(n) in all. Every sum stays below 2^53, so plain numbers hold it exactly.
function sumOfWeakest(s) {
  const n = s.length;
  const ending = new Array(n);
  const rising = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    while (rising.length > 0 && s[rising[rising.length - 1]] >= s[i]) rising.pop();
    const p = rising.length === 0 ? -1 : rising[rising.length - 1];
    ending[i] = (p >= 0 ? ending[p] : 0) + s[i] * (i - p);
    total += ending[i];
    rising.push(i);
  }
  return total;
}

console.log(String(sumOfWeakest(nextValues(next()))));
