#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the minimum number of coins (each denomination can be used
// any number of times) whose values add up to exactly amount, or -1.
int fewestCoins(const vector<long long>& coins, int amount) {
    // Write your solution here.
    return -1;
}

int main() {
    int n = read<int>();
    int amount = read<int>();
    cout << fewestCoins(readValues<long long>(n), amount) << '\n';
}
