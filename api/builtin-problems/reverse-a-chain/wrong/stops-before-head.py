# @harness tokens

# Walks back from the tail but stops before the head.
n = next_int()
a = next_ints(n)
print(*(a[i] for i in range(n - 1, 0, -1)))
