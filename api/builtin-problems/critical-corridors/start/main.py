# @harness tokens


# TODO: return the number of critical corridors (bridges) in the undirected
# graph with rooms 1..n and corridors corridors[i] = [u, v].
# Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS
# (deep recursion passes Python's recursion limit).
def count_bridges(n, corridors):
    # Write your solution here.
    return 0


n, m = next_ints(2)
print(count_bridges(n, next_rows(m, 2)))
