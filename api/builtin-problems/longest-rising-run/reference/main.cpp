#include <bits/stdc++.h>
using namespace std;

// @harness io

// tails[k] = smallest possible last value of a strictly increasing
// subsequence of length k + 1 seen so far (tails is strictly increasing).
int longestRising(const vector<int>& a) {
    vector<int> tails;
    tails.reserve(a.size());
    for (int x : a) {
        auto it = lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    return tails.size();
}

int main() { cout << longestRising(readValues<int>(read<int>())) << '\n'; }
