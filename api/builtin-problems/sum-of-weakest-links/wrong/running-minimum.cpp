#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every start, the weakest link kept as the piece grows: O(n^2). Fast enough for n = 5000 (the
// small and medium subtasks), but 2 * 10^10 steps for n = 2 * 10^5: out of time on the full one.
long long sumOfWeakest(const vector<int>& s) {
  int n = s.size();
  long long total = 0;
  for (int l = 0; l < n; l++) {
    int weakest = s[l];
    for (int r = l; r < n; r++) {
      weakest = min(weakest, s[r]);
      total += weakest;
    }
  }
  return total;
}

int main() { cout << sumOfWeakest(readValues<int>(read<int>())) << '\n'; }
