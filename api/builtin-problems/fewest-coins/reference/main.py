# @harness tokens


# Minimum number of coins (unlimited supply of each) summing to amount, or -1.
def fewest_coins(coins, amount):
    inf = amount + 1
    best = [inf] * (amount + 1)
    best[0] = 0
    for coin in set(coins):
        if coin > amount:
            continue
        # Unbounded knapsack: iterate sums upwards so a coin can be reused.
        for s in range(coin, amount + 1):
            cand = best[s - coin] + 1
            if cand < best[s]:
                best[s] = cand
    return -1 if best[amount] == inf else best[amount]


n, amount = next_ints(2)
print(fewest_coins(next_ints(n), amount))
