#include <bits/stdc++.h>
using namespace std;

// @harness io

// The right search in float instead of double: a float keeps about 7 significant digits, so
// prefix sums in the millions lose everything past the first decimal, and the search decides on
// rounding noise.
bool reaches(const vector<int>& a, int k, float avg) {
  int n = a.size();
  vector<float> prefix(n + 1, 0);
  for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
  float lowest = prefix[0];
  for (int r = k; r <= n; r++) {
    lowest = min(lowest, prefix[r - k]);
    if (prefix[r] - lowest >= 0) return true;
  }
  return false;
}

float highestAverage(const vector<int>& a, int k) {
  float lo = *min_element(a.begin(), a.end()), hi = *max_element(a.begin(), a.end());
  for (int step = 0; step < 60; step++) {
    float mid = (lo + hi) / 2;
    if (reaches(a, k, mid))
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

int main() {
  int n = read<int>();
  int k = read<int>();
  vector<int> a = readValues<int>(n);
  cout << setprecision(12) << highestAverage(a, k) << '\n';
}
