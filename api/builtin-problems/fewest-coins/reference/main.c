#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Minimum number of coins (unlimited supply of each) summing to amount, or -1.
int fewestCoins(const long long* coins, int n, int amount) {
    const int INF = INT_MAX / 2;
    int* best = malloc(sizeof(int) * (amount + 1));
    best[0] = 0;
    for (int s = 1; s <= amount; s++) best[s] = INF;
    for (int i = 0; i < n; i++) {
        if (coins[i] > amount) continue;
        int coin = (int)coins[i];
        // Unbounded knapsack: iterate sums upwards so a coin can be reused.
        for (int s = coin; s <= amount; s++)
            if (best[s - coin] + 1 < best[s]) best[s] = best[s - coin] + 1;
    }
    return best[amount] >= INF ? -1 : best[amount];
}

int main(void) {
    int n = readInt(), amount = readInt();
    long long* coins = readLongs(n);
    printf("%d\n", fewestCoins(coins, n, amount));
}
