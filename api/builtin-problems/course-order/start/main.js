// @harness tokens

// TODO: return the lexicographically smallest order (an array) of the courses
// 1..n that respects every rule rules[i] = [a, b] ("a before b"),
// or null if no order exists.
function smallestOrder(n, rules) {
  // Write your solution here.
  const order = [];
  for (let v = 1; v <= n; v++) order.push(v);
  return order;
}

const [n, m] = nextValues(2);
const order = smallestOrder(n, nextRows(m, 2));
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
