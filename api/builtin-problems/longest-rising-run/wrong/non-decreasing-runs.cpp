#include <bits/stdc++.h>
using namespace std;

// @harness io

// Patience sorting with upper_bound: counts non-decreasing runs, not strictly rising ones.
int main() {
    vector<int> tails;
    for (int x : readValues<int>(read<int>())) {
        auto it = upper_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    cout << tails.size() << '\n';
}
