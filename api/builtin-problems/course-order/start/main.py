# @harness tokens


# TODO: return the lexicographically smallest order (a list) of the courses
# 1..n that respects every rule rules[i] = [a, b] ("a before b"),
# or None if no order exists.
def smallest_order(n, rules):
    # Write your solution here.
    return list(range(1, n + 1))


n, m = next_ints(2)
order = smallest_order(n, next_rows(m, 2))
print("IMPOSSIBLE" if order is None else " ".join(map(str, order)))
