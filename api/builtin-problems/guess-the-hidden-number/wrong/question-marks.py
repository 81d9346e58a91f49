import sys


# A binary search that writes its guesses as "? 500", as some judges want: not a whole number on
# its line, so the judge stops at the first guess.
def main():
    lo, hi = 1, int(sys.stdin.readline())
    while lo <= hi:
        mid = (lo + hi) // 2
        print(f"? {mid}", flush=True)
        reply = sys.stdin.readline().strip()
        if reply == "=":
            return
        if reply == "<":
            hi = mid - 1
        else:
            lo = mid + 1


main()
