# @harness tokens


# Union-find: every door that joins two groups leaves one group fewer.
def count_groups(n, doors):
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find_root(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    groups = n
    for u, v in doors:
        a, b = find_root(u), find_root(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        groups -= 1
    return groups


n, m = next_ints(2)
print(count_groups(n, next_rows(m, 2)))
