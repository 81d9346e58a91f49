#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every stretch of at least k, each average computed exactly from prefix sums: right, but with
// k = 1 and n = 10^5 about 5 * 10^9 stretches, several seconds.
double highestAverage(const vector<int>& a, int k) {
  int n = a.size();
  vector<long long> prefix(n + 1, 0);
  for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];
  double best = -1e18;
  for (int l = 0; l < n; l++)
    for (int r = l + k; r <= n; r++) best = max(best, double(prefix[r] - prefix[l]) / (r - l));
  return best;
}

int main() {
  int n = read<int>();
  int k = read<int>();
  vector<int> a = readValues<int>(n);
  cout << setprecision(12) << highestAverage(a, k) << '\n';
}
