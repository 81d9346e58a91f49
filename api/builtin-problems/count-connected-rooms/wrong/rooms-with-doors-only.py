# @harness tokens


# Counts groups among the rooms that have a door, forgetting rooms without any.
def main():
    n, m = next_ints(2)
    parent = list(range(n + 1))

    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    has_door = [False] * (n + 1)
    for u, v in next_rows(m, 2):
        has_door[u] = has_door[v] = True
        parent[root(u)] = root(v)
    print(sum(1 for v in range(1, n + 1) if has_door[v] and root(v) == v))


main()
