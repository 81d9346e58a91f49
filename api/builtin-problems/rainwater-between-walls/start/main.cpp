#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the total amount of water trapped between the walls.
// The answer can exceed 32 bits.
long long trappedWater(const vector<long long>& h) {
    // Write your solution here.
    return 0;
}

int main() { cout << trappedWater(readValues<long long>(read<int>())) << '\n'; }
