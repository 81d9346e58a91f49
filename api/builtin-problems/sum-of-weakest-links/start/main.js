// @harness tokens

// Return the sum, over all pieces s[l..r], of the piece's weakest segment min(s[l..r]).
// The sum stays below 2^53, so plain numbers hold it exactly.
function sumOfWeakest(s) {
  // TODO: write your solution here
  return 0;
}

console.log(String(sumOfWeakest(nextValues(next()))));
