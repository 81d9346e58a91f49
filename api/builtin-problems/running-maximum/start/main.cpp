#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return a vector whose i-th element is max(a[0], a[1], ..., a[i]).
vector<long long> runningMax(const vector<long long>& a) {
    // TODO: write your solution here
    return a;
}

int main() { printValues(runningMax(readValues<long long>(read<int>()))); }
