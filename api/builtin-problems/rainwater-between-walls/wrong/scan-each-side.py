# @harness tokens

# For every wall, the highest wall on each side found by scanning: O(n^2).
n = next_int()
h = next_ints(n)
water = 0
for i in range(n):
    left = right = 0
    for j in range(i + 1):
        left = max(left, h[j])
    for j in range(i, n):
        right = max(right, h[j])
    water += min(left, right) - h[i]
print(water)
