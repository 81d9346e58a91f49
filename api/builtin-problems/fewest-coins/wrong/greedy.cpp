#include <bits/stdc++.h>
using namespace std;

// @harness io

// Greedy: the largest coin that fits, again and again. Right for some coin sets only.
int main() {
    int n = read<int>();
    long long amount = read<long long>();
    vector<long long> c = readValues<long long>(n);
    sort(c.rbegin(), c.rend());
    long long count = 0;
    for (long long x : c) {
        count += amount / x;
        amount %= x;
    }
    cout << (amount == 0 ? count : -1) << '\n';
}
