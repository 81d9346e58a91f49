# @harness tokens


# Greedy: the largest coin that fits, again and again. Right for some coin sets only.
def main():
    n, amount = next_ints(2)
    count = 0
    for coin in sorted(next_ints(n), reverse=True):
        count += amount // coin
        amount %= coin
    print(count if amount == 0 else -1)


main()
