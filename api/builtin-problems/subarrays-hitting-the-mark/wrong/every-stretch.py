# @harness tokens

# Every stretch, summed as it grows: O(n^2).
n, k = next_ints(2)
a = next_ints(n)
count = 0
for i in range(n):
    total = 0
    for j in range(i, n):
        total += a[j]
        if total == k:
            count += 1
print(count)
