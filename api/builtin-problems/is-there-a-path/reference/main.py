# @harness tokens


# Breadth-first search from s over adjacency lists.
def path_exists(n, roads, s, t):
    adj = [[] for _ in range(n + 1)]
    for u, v in roads:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * (n + 1)
    seen[s] = True
    queue = [s]
    for u in queue:
        for w in adj[u]:
            if not seen[w]:
                seen[w] = True
                queue.append(w)
    return seen[t]


n, m, s, t = next_ints(4)
print("YES" if path_exists(n, next_rows(m, 2), s, t) else "NO")
