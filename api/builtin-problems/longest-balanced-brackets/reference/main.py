import sys


# dp[i] = length of the longest well-formed substring that ends exactly at i.
def longest_balanced(s):
    n = len(s)
    dp = [0] * n
    best = 0
    for i in range(1, n):
        if s[i] != ")":
            continue
        if s[i - 1] == "(":
            # "...()" : extend whatever balanced block ends right before the pair
            dp[i] = 2 + (dp[i - 2] if i >= 2 else 0)
        else:
            # "...))" : the block ending at i-1 may be wrapped by a '(' before it
            j = i - dp[i - 1] - 1
            if j >= 0 and s[j] == "(":
                dp[i] = dp[i - 1] + 2 + (dp[j - 1] if j >= 1 else 0)
        if dp[i] > best:
            best = dp[i]
    return best


# The first line holds the string; it may be empty or missing. Keep only brackets.
line = sys.stdin.readline()
print(longest_balanced("".join(c for c in line if c in "()")))
