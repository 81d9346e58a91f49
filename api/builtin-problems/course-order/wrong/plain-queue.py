# @harness tokens


# Kahn's algorithm with a plain queue (the order itself): a valid order, but not the smallest one.
def main():
    n, m = next_ints(2)
    after = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for a, b in next_rows(m, 2):
        after[a].append(b)
        indegree[b] += 1
    order = [v for v in range(1, n + 1) if indegree[v] == 0]
    for v in order:
        for w in after[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                order.append(w)
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
