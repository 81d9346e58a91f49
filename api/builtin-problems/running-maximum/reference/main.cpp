#include <bits/stdc++.h>
using namespace std;

// @harness io

// The best reading so far, after each reading.
vector<long long> runningMax(const vector<long long>& a) {
    vector<long long> res(a.size());
    long long best = LLONG_MIN;
    for (size_t i = 0; i < a.size(); i++) res[i] = best = max(best, a[i]);
    return res;
}

int main() { printValues(runningMax(readValues<long long>(read<int>()))); }
