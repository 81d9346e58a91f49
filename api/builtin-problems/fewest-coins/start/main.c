#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: return the minimum number of coins (each of the n denominations can be used
// any number of times) whose values add up to exactly amount, or -1.
int fewestCoins(const long long* coins, int n, int amount) {
    // Write your solution here.
    return -1;
}

int main(void) {
    int n = readInt(), amount = readInt();
    long long* coins = readLongs(n);
    printf("%d\n", fewestCoins(coins, n, amount));
}
