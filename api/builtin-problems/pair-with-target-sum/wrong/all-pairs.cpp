#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every pair, in 64-bit integers: right, but O(n^2).
vector<int> findPair(const vector<long long>& a, long long target) {
    for (size_t i = 0; i < a.size(); i++)
        for (size_t j = i + 1; j < a.size(); j++)
            if (a[i] + a[j] == target) return {(int)i, (int)j};
    return {};
}

int main() {
    int n = read<int>();
    long long target = read<long long>();
    printValues(findPair(readValues<long long>(n), target));
}
