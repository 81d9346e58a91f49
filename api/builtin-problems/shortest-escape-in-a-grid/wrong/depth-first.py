# @harness tokens

# Depth-first search: finds a way out, not the shortest.
R, C = next_ints(2)
g = [next_token() for _ in range(R)]
dist = [[-1] * C for _ in range(R)]
stack = []
for r in range(R):
    for c in range(C):
        if g[r][c] == "S":
            dist[r][c] = 0
            stack.append((r, c))
while stack:
    r, c = stack.pop()
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < R and 0 <= nc < C and g[nr][nc] != "#" and dist[nr][nc] == -1:
            dist[nr][nc] = dist[r][c] + 1
            stack.append((nr, nc))
for r in range(R):
    for c in range(C):
        if g[r][c] == "E":
            print(dist[r][c])
