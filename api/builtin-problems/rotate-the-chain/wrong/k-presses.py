# @harness tokens

from collections import deque

# Presses the button k times (k up to 10^18) instead of k mod n.
n = next_int()
chain = deque(next_ints(n))
k = next_int()
if n > 0:
    for _ in range(k):
        chain.appendleft(chain.pop())
print(*chain)
