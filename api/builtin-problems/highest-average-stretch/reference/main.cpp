#include <bits/stdc++.h>
using namespace std;

// @harness io

// Is there a stretch of at least k values whose average is at least avg? Subtract avg from every
// value: the question becomes whether some stretch of at least k has a sum >= 0, that is whether
// some prefix sum P[r] minus the smallest prefix sum P[l] with l <= r - k is >= 0.
bool reaches(const vector<int>& a, int k, double avg) {
  int n = a.size();
  vector<double> prefix(n + 1, 0);
  for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
  double lowest = prefix[0];
  for (int r = k; r <= n; r++) {
    lowest = min(lowest, prefix[r - k]);
    if (prefix[r] - lowest >= 0) return true;
  }
  return false;
}

// Binary search on the answer: it lies between the smallest and the largest value.
double highestAverage(const vector<int>& a, int k) {
  double lo = *min_element(a.begin(), a.end()), hi = *max_element(a.begin(), a.end());
  for (int step = 0; step < 60; step++) {
    double mid = (lo + hi) / 2;
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
