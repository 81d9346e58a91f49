# @harness tokens


# Counts bridges with Tarjan's low-link values, using an explicit stack
# instead of recursion so that very deep graphs (long paths) are safe.
def count_bridges(n, corridors):
    # adj[v]: (neighbour, corridor) pairs.
    adj = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(corridors):
        adj[u].append((v, i))
        adj[v].append((u, i))
    tin = [0] * (n + 1)
    low = [0] * (n + 1)
    it = [0] * (n + 1)
    parent = [0] * (n + 1)
    parent_edge = [-1] * (n + 1)
    timer = 0
    bridges = 0
    for s in range(1, n + 1):
        if tin[s]:
            continue
        timer += 1
        tin[s] = low[s] = timer
        stack = [s]
        while stack:
            v = stack[-1]
            if it[v] < len(adj[v]):
                u, e = adj[v][it[v]]
                it[v] += 1
                if e == parent_edge[v]:
                    continue  # do not go back along the same corridor
                if not tin[u]:
                    timer += 1
                    tin[u] = low[u] = timer
                    parent_edge[u] = e
                    parent[u] = v
                    stack.append(u)
                elif tin[u] < low[v]:
                    low[v] = tin[u]
            else:
                stack.pop()
                if parent_edge[v] != -1:
                    p = parent[v]
                    if low[v] < low[p]:
                        low[p] = low[v]
                    if low[v] > tin[p]:
                        bridges += 1
    return bridges


n, m = next_ints(2)
print(count_bridges(n, next_rows(m, 2)))
