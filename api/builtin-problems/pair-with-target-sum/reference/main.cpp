#include <bits/stdc++.h>
using namespace std;

// @harness io

// value -> first index where it was seen
vector<int> findPair(const vector<long long>& a, long long target) {
    unordered_map<long long, int> seen;
    seen.reserve(2 * a.size() + 1);
    for (int j = 0; j < (int)a.size(); j++) {
        auto it = seen.find(target - a[j]);
        if (it != seen.end()) return {it->second, j};
        seen.emplace(a[j], j);
    }
    return {-1, -1};  // unreachable: a valid pair is guaranteed
}

int main() {
    int n = read<int>();
    long long target = read<long long>();
    printValues(findPair(readValues<long long>(n), target));
}
