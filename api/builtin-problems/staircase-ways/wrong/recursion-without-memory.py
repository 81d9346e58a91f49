# @harness tokens

# ways(n) = ways(n-1) + ways(n-2), recomputed without memory: exponential. A stack of the
# ways(m) still to add up stands in for the recursion (n would pass Python's recursion limit).
n = next_int()
ways = 0
stack = [n]
while stack:
    m = stack.pop()
    if m <= 2:
        ways += m
    else:
        stack.append(m - 1)
        stack.append(m - 2)
print(ways % 1_000_000_007)
