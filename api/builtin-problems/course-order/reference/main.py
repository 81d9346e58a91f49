# @harness tokens

import heapq


# Kahn's algorithm with a min-heap: always take the smallest available course.
# Returns None if the rules contain a cycle.
def smallest_order(n, rules):
    after = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for a, b in rules:
        after[a].append(b)
        indegree[b] += 1
    # Ascending, so already a heap.
    ready = [v for v in range(1, n + 1) if indegree[v] == 0]
    order = []
    while ready:
        v = heapq.heappop(ready)
        order.append(v)
        for w in after[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                heapq.heappush(ready, w)
    return order if len(order) == n else None


n, m = next_ints(2)
order = smallest_order(n, next_rows(m, 2))
print("IMPOSSIBLE" if order is None else " ".join(map(str, order)))
