# @harness tokens


# TODO: return the minimum number of coins (each denomination can be used
# any number of times) whose values add up to exactly amount, or -1.
def fewest_coins(coins, amount):
    # Write your solution here.
    return -1


n, amount = next_ints(2)
print(fewest_coins(next_ints(n), amount))
