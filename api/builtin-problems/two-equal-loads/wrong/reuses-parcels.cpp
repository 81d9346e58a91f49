#include <bits/stdc++.h>
using namespace std;

// @harness io

// The knapsack with its weights run upwards: a parcel may then be taken again on top of itself, so
// for parcels 1 5 it "reaches" 3 as 1 + 1 + 1 and prints parcel 1 three times.
vector<int> firstLoad(const vector<int>& w) {
  int total = accumulate(w.begin(), w.end(), 0);
  if (total % 2 != 0) return {-1};
  int half = total / 2;
  vector<int> by(half + 1, -1);
  vector<bool> reachable(half + 1, false);
  reachable[0] = true;
  for (int i = 0; i < (int)w.size(); i++)
    for (int s = w[i]; s <= half; s++)
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
