// A binary min-heap of items by number keys: push(item, key), pop() the item of the smallest key
// (topKey is that key, read before the pop), size.
class MinHeap {
  constructor() {
    this.items = [];
    this.keys = [];
  }
  get size() {
    return this.items.length;
  }
  get topKey() {
    return this.keys[0];
  }
  push(item, key) {
    const { items, keys } = this;
    let i = items.length;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      items[i] = items[parent];
      keys[i] = keys[parent];
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }
  pop() {
    const { items, keys } = this;
    const top = items[0];
    const item = items.pop();
    const key = keys.pop();
    const size = items.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && keys[child + 1] < keys[child]) child++;
        if (keys[child] >= key) break;
        items[i] = items[child];
        keys[i] = keys[child];
        i = child;
      }
      items[i] = item;
      keys[i] = key;
    }
    return top;
  }
}
