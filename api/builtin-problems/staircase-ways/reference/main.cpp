#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int n;
    if (!(cin >> n)) return 0;
    // ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1
    long long prev = 1, cur = 1;
    for (int i = 2; i <= n; i++) {
        long long nxt = (prev + cur) % MOD;
        prev = cur;
        cur = nxt;
    }
    cout << cur << '\n';
    return 0;
}
