import sys


# Tries 1, 2, 3, ... in turn: right in the end, but for n = 1000 and the secret 777 that is 777
# guesses, where 11 are allowed.
def main():
    n = int(sys.stdin.readline())
    for g in range(1, n + 1):
        print(g, flush=True)
        if sys.stdin.readline().strip() == "=":
            return


main()
