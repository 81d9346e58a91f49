# @harness tokens


# Rooms are numbered 1..n; doors[i] = [u, v] is an undirected door.
# Return the number of groups of rooms that are connected to each other.
def count_groups(n, doors):
    # TODO: write your solution here
    return 0


n, m = next_ints(2)
print(count_groups(n, next_rows(m, 2)))
