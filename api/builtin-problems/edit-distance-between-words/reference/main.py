import sys

lines = sys.stdin.read().split("\n")
# A missing line counts as an empty word; strip stray whitespace such as '\r'.
a = lines[0].strip()
b = lines[1].strip() if len(lines) > 1 else ""


# Minimum number of insertions, deletions and substitutions turning a into b,
# row by row: prev[j] is the distance between a[:i - 1] and b[:j].
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        left = i
        for diag, up, cb in zip(prev, prev[1:], b):
            best = diag if ca == cb else diag + 1  # keep or substitute
            if up < best:
                best = up + 1  # delete
            if left < best:
                best = left + 1  # insert
            cur.append(best)
            left = best
        prev = cur
    return prev[-1]


print(edit_distance(a, b))
