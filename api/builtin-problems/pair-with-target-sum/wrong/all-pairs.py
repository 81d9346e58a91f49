# @harness tokens


# Every pair: right, but O(n^2).
def find_pair(a, target):
    for i in range(len(a)):
        for j in range(i + 1, len(a)):
            if a[i] + a[j] == target:
                return [i, j]
    return []


n, target = next_ints(2)
print(*find_pair(next_ints(n), target))
