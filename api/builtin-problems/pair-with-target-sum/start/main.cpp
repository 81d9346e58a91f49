#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the indices {i, j} with i < j such that a[i] + a[j] == target.
// Careful: a[i] + a[j] may not fit in a 32-bit int.
vector<int> findPair(const vector<long long>& a, long long target) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n = read<int>();
    long long target = read<long long>();
    printValues(findPair(readValues<long long>(n), target));
}
