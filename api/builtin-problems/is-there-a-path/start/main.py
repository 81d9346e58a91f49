# @harness tokens


# Towns are numbered 1..n; roads[i] = [u, v] is a two-way road.
# Return True if t can be reached from s.
def path_exists(n, roads, s, t):
    # TODO: write your solution here
    return False


n, m, s, t = next_ints(4)
print("YES" if path_exists(n, next_rows(m, 2), s, t) else "NO")
