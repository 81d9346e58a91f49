#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the highest average of a stretch of at least k consecutive values of a.
double highestAverage(const vector<int>& a, int k) {
  // TODO: write your solution here
  return 0;
}

int main() {
  int n = read<int>();
  int k = read<int>();
  vector<int> a = readValues<int>(n);
  // Twelve significant digits: far more than the 1e-6 the answer needs.
  cout << setprecision(12) << highestAverage(a, k) << '\n';
}
