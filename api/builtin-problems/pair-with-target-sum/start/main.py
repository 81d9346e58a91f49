# @harness tokens


# Return [i, j] with i < j such that a[i] + a[j] == target.
def find_pair(a, target):
    # TODO: write your solution here
    return [0, 1]


n, target = next_ints(2)
print(*find_pair(next_ints(n), target))
