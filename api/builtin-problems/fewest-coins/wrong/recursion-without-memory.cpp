#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every way to make the amount, tried recursively without remembering any.
vector<long long> c;
long long best(long long amount) {
    if (amount == 0) return 0;
    long long result = LLONG_MAX;
    for (long long x : c)
        if (x <= amount) {
            long long rest = best(amount - x);
            if (rest != LLONG_MAX) result = min(result, rest + 1);
        }
    return result;
}
int main() {
    int n = read<int>();
    long long amount = read<long long>();
    c = readValues<long long>(n);
    long long answer = best(amount);
    cout << (answer == LLONG_MAX ? -1 : answer) << '\n';
}
