const data = require('fs').readFileSync(0, 'utf8');
const tokens = data.split(/\s+/).filter((t) => t.length > 0);
let pos = 0;

class ListNode {
  constructor(val) {
    this.val = val;
    this.next = null;
  }
}

// Binary min-heap of list nodes ordered by value.
class NodeHeap {
  constructor() {
    this.a = [];
  }
  get size() {
    return this.a.length;
  }
  push(node) {
    const a = this.a;
    a.push(node);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p].val <= node.val) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = node;
  }
  pop() {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    const size = a.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && a[c + 1].val < a[c].val) c++;
        if (a[c].val >= last.val) break;
        a[i] = a[c];
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

// Merge k sorted lists into one sorted list using a min-heap of the current heads.
function mergeAll(lists) {
  const heap = new NodeHeap();
  for (const h of lists) if (h !== null) heap.push(h);
  const dummy = new ListNode(0);
  let tail = dummy;
  while (heap.size > 0) {
    const node = heap.pop();
    tail.next = node;
    tail = node;
    if (node.next !== null) heap.push(node.next);
  }
  tail.next = null;
  return dummy.next;
}

const k = pos < tokens.length ? Number(tokens[pos++]) : 0;
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
process.stdout.write(out.join(' ') + '\n');
