#include <bits/stdc++.h>
using namespace std;

// @harness io

// Minimum number of coins (unlimited supply of each) summing to amount, or -1.
int fewestCoins(const vector<long long>& coins, int amount) {
    const int INF = INT_MAX / 2;
    vector<int> best(amount + 1, INF);
    best[0] = 0;
    for (long long c : coins) {
        if (c > amount) continue;
        int coin = (int)c;
        // Unbounded knapsack: iterate sums upwards so a coin can be reused.
        for (int s = coin; s <= amount; ++s) {
            if (best[s - coin] + 1 < best[s]) best[s] = best[s - coin] + 1;
        }
    }
    return best[amount] >= INF ? -1 : best[amount];
}

int main() {
    int n = read<int>();
    int amount = read<int>();
    cout << fewestCoins(readValues<long long>(n), amount) << '\n';
}
