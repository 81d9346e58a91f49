// @harness tokens

// Return [i, j] with i < j such that a[i] + a[j] === target.
function findPair(a, target) {
  // TODO: write your solution here
  return [0, 1];
}

const [n, target] = nextValues(2);
console.log(findPair(nextValues(n), target).join(' '));
