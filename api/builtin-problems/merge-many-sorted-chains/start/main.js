const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// TODO: merge the k sorted lists (some may be empty, i.e. null) into a single
// sorted list and return its head.
function mergeAll(lists) {
  // Write your solution here.
  return lists.length === 0 ? null : lists[0];
}

const k = Number(tokens[pos++]);
const lists = [];
for (let i = 0; i < k; i++) {
  const len = Number(tokens[pos++]);
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let j = 0; j < len; j++) {
    tail.next = new ListNode(Number(tokens[pos++]));
    tail = tail.next;
  }
  lists.push(dummy.next);
}

const out = [];
for (let cur = mergeAll(lists); cur !== null; cur = cur.next) out.push(cur.val);
console.log(out.join(' '));
