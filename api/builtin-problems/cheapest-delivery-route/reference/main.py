# @harness tokens

import heapq


# Dijkstra with a binary heap (heapq). Returns the minimum cost from 1 to n, or -1.
def cheapest_route(n, roads):
    out = [[] for _ in range(n + 1)]
    for u, v, w in roads:
        out[u].append((v, w))
    inf = float("inf")
    dist = [inf] * (n + 1)
    dist[1] = 0
    # Depots by their cost so far; an entry whose cost is no longer the depot's is stale.
    heap = [(0, 1)]
    while heap:
        d, v = heapq.heappop(heap)
        if d != dist[v]:
            continue
        if v == n:
            break
        for u, w in out[v]:
            if d + w < dist[u]:
                dist[u] = d + w
                heapq.heappush(heap, (d + w, u))
    return -1 if dist[n] == inf else dist[n]


n, m = next_ints(2)
print(cheapest_route(n, next_rows(m, 3)))
