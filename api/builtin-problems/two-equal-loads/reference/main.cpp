#include <bits/stdc++.h>
using namespace std;

// @harness io

// 0/1 knapsack over the parcels in order: by[s] is the parcel whose taking first made weight s
// reachable (-1: not yet), from a weight the earlier parcels reached. Following by[] back from half
// the total takes each parcel at most once, each one earlier than the last.
vector<int> firstLoad(const vector<int>& w) {
  int total = accumulate(w.begin(), w.end(), 0);
  if (total % 2 != 0) return {-1};
  int half = total / 2;
  vector<int> by(half + 1, -1);
  vector<bool> reachable(half + 1, false);
  reachable[0] = true;
  for (int i = 0; i < (int)w.size(); i++)
    for (int s = half; s >= w[i]; s--)
      if (!reachable[s] && reachable[s - w[i]]) {
        reachable[s] = true;
        by[s] = i;
      }
  if (!reachable[half]) return {-1};
  vector<int> parcels;
  for (int s = half; s > 0; s -= w[by[s]]) parcels.push_back(by[s] + 1);
  return parcels;
}

int main() { printValues(firstLoad(readValues<int>(read<int>()))); }
