# @harness tokens


# value -> first index where it was seen
def find_pair(a, target):
    seen = {}
    for j, x in enumerate(a):
        i = seen.get(target - x)
        if i is not None:
            return [i, j]
        seen.setdefault(x, j)
    return [-1, -1]  # unreachable: a valid pair is guaranteed


n, target = next_ints(2)
print(*find_pair(next_ints(n), target))
