import sys


# Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
def ask(g):
    print(g, flush=True)  # flushed: the judge answers only once it has the line
    return sys.stdin.readline().strip()


# Binary search: the secret is in [lo, hi]; each guess at the middle halves it, so at most
# floor(log2 n) + 1 guesses.
def find_secret(n):
    lo, hi = 1, n
    while lo <= hi:
        mid = (lo + hi) // 2
        reply = ask(mid)
        if reply == "=":
            return
        if reply == "<":
            hi = mid - 1
        else:
            lo = mid + 1


find_secret(int(sys.stdin.readline()))
