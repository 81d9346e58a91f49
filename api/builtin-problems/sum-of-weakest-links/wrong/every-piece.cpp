#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every piece, its weakest segment found anew: O(n^3). About 4.5 * 10^6 steps for n = 300 (the
// small subtask), 2 * 10^10 for n = 5000: out of time on every larger subtask.
long long sumOfWeakest(const vector<int>& s) {
  int n = s.size();
  long long total = 0;
  for (int l = 0; l < n; l++)
    for (int r = l; r < n; r++) total += *min_element(s.begin() + l, s.begin() + r + 1);
  return total;
}

int main() { cout << sumOfWeakest(readValues<int>(read<int>())) << '\n'; }
