#include <bits/stdc++.h>
using namespace std;

// @harness io

// Prefix sums in a hash map, counted in 32 bits: the statement warns the answer may not fit.
int main() {
    int n = read<int>();
    long long k = read<long long>();
    unordered_map<long long, int> seen;
    seen.reserve(2 * n + 1);
    seen[0] = 1;
    long long prefix = 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
        prefix += read<long long>();
        auto it = seen.find(prefix - k);
        if (it != seen.end()) count += it->second;
        seen[prefix]++;
    }
    cout << count << '\n';
}
