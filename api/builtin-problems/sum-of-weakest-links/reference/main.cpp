#include <bits/stdc++.h>
using namespace std;

// @harness io

// ending[i]: the sum of the weakest links of the pieces that end at segment i. With p the last
// segment before i weaker than s[i] (none: -1), the pieces starting after p have s[i] as their
// weakest, and those starting at or before p have the same weakest as when they ended at p:
// ending[i] = ending[p] + s[i] * (i - p). A stack of segments with rising strengths finds each p,
// O(n) in all.
long long sumOfWeakest(const vector<int>& s) {
  int n = s.size();
  vector<long long> ending(n);
  vector<int> rising;
  long long total = 0;
  for (int i = 0; i < n; i++) {
    while (!rising.empty() && s[rising.back()] >= s[i]) rising.pop_back();
    int p = rising.empty() ? -1 : rising.back();
    ending[i] = (p >= 0 ? ending[p] : 0) + (long long)s[i] * (i - p);
    total += ending[i];
    rising.push_back(i);
  }
  return total;
}

int main() { cout << sumOfWeakest(readValues<int>(read<int>())) << '\n'; }
