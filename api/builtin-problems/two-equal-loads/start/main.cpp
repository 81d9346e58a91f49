#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the numbers (1-based) of the parcels on the first bike, in any order, such that both
// bikes carry the same weight; or {-1} if there is no such split.
vector<int> firstLoad(const vector<int>& w) {
  // TODO: write your solution here
  return {-1};
}

int main() { printValues(firstLoad(readValues<int>(read<int>()))); }
