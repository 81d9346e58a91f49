# @harness tokens

# Takes one from each end while they differ: the middle node of an odd chain is lost.
n = next_int()
a = next_ints(n)
out = []
i, j = 0, n - 1
while i < j:
    out += (a[i], a[j])
    i += 1
    j -= 1
print(*out)
