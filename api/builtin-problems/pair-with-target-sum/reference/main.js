// @harness tokens

// value -> first index where it was seen
function findPair(a, target) {
  const seen = new Map();
  for (let j = 0; j < a.length; j++) {
    const need = target - a[j];
    if (seen.has(need)) return [seen.get(need), j];
    if (!seen.has(a[j])) seen.set(a[j], j);
  }
  return [-1, -1]; // unreachable: a valid pair is guaranteed
}

const [n, target] = nextValues(2);
console.log(findPair(nextValues(n), target).join(' '));
