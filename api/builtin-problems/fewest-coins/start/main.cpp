#include <bits/stdc++.h>
using namespace std;

// TODO: return the minimum number of coins (each denomination can be used
// any number of times) whose values add up to exactly amount, or -1.
int fewestCoins(const vector<long long>& coins, int amount) {
    // Write your solution here.
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, amount;
    cin >> n >> amount;
    vector<long long> coins(n);
    for (auto& c : coins) cin >> c;
    cout << fewestCoins(coins, amount) << '\n';
    return 0;
}
