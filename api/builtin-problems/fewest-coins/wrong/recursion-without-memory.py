# @harness tokens

import sys

# Deep enough for the largest amount: what is wrong is the time, not the depth.
sys.setrecursionlimit(1_000_000)


# Every way to make the amount, tried recursively without remembering any.
def best(coins, amount):
    if amount == 0:
        return 0
    result = None
    for coin in coins:
        if coin <= amount:
            rest = best(coins, amount - coin)
            if rest is not None and (result is None or rest + 1 < result):
                result = rest + 1
    return result


n, amount = next_ints(2)
answer = best(next_ints(n), amount)
print(-1 if answer is None else answer)
