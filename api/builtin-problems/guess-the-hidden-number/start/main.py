import sys


# Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
def ask(g):
    print(g, flush=True)  # flushed: the judge answers only once it has the line
    return sys.stdin.readline().strip()


# Find the secret in [1, n] with at most ceil(log2 n) + 1 calls of ask; stop once it answers "=".
def find_secret(n):
    # TODO: write your solution here
    ask(1)


find_secret(int(sys.stdin.readline()))
