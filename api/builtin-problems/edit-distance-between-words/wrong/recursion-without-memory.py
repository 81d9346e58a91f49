import sys

# Deep enough for the longest words: what is wrong is the time, not the depth.
sys.setrecursionlimit(100000)
lines = sys.stdin.read().split("\n")
a = lines[0].strip()
b = lines[1].strip() if len(lines) > 1 else ""


# The recurrence without memory: exponential.
def dist(i, j):
    if i == 0:
        return j
    if j == 0:
        return i
    if a[i - 1] == b[j - 1]:
        return dist(i - 1, j - 1)
    return 1 + min(dist(i - 1, j - 1), dist(i - 1, j), dist(i, j - 1))


print(dist(len(a), len(b)))
