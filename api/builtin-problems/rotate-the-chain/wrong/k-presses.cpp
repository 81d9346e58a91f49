#include <bits/stdc++.h>
using namespace std;

// @harness io

// Presses the button k times (k up to 10^18) instead of k mod n.
int main() {
    int n = read<int>();
    vector<long long> values = readValues<long long>(n);
    deque<long long> chain(values.begin(), values.end());
    unsigned long long k = read<unsigned long long>();
    if (n > 0)
        for (unsigned long long step = 0; step < k; step++) {
            chain.push_front(chain.back());
            chain.pop_back();
        }
    printValues(vector<long long>(chain.begin(), chain.end()));
}
