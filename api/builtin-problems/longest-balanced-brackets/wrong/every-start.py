import sys

# Every start, scanned until the balance goes negative: O(n^2).
s = sys.stdin.readline().strip()
n = len(s)
best = 0
for i in range(n):
    depth = 0
    for j in range(i, n):
        depth += 1 if s[j] == "(" else -1
        if depth < 0:
            break
        if depth == 0 and j - i + 1 > best:
            best = j - i + 1
print(best)
