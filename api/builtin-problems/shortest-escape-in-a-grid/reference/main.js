// @harness tokens

// The minimum number of moves from 'S' to 'E', or -1.
function shortestEscape(R, C, g) {
  let start = -1;
  let goal = -1;
  const blocked = new Uint8Array(R * C);
  for (let r = 0; r < R; r++) {
    for (let c = 0; c < C; c++) {
      const ch = g[r][c];
      if (ch === '#') blocked[r * C + c] = 1;
      else if (ch === 'S') start = r * C + c;
      else if (ch === 'E') goal = r * C + c;
    }
  }
  // Breadth-first search: cells are reached in order of their distance.
  const dist = new Int32Array(R * C).fill(-1);
  const queue = new Int32Array(R * C);
  let qh = 0;
  let qt = 0;
  dist[start] = 0;
  queue[qt++] = start;
  const dr = [1, -1, 0, 0];
  const dc = [0, 0, 1, -1];
  while (qh < qt && dist[goal] < 0) {
    const cell = queue[qh++];
    const r = Math.floor(cell / C);
    const c = cell % C;
    for (let d = 0; d < 4; d++) {
      const nr = r + dr[d];
      const nc = c + dc[d];
      if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
      const id = nr * C + nc;
      if (blocked[id] || dist[id] >= 0) continue;
      dist[id] = dist[cell] + 1;
      queue[qt++] = id;
    }
  }
  return dist[goal];
}

const [R, C] = nextValues(2);
const grid = Array.from({ length: R }, () => nextToken());
console.log(String(shortestEscape(R, C, grid)));
