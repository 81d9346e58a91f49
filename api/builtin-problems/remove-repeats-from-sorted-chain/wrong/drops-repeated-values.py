# @harness tokens

# Drops every value that repeats instead of keeping one of each.
n = next_int()
a = next_ints(n)
out = []
for i in range(n):
    if (i == 0 or a[i - 1] != a[i]) and (i + 1 == n or a[i + 1] != a[i]):
        out.append(a[i])
print(*out)
