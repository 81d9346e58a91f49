#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the sum, over all pieces s[l..r], of the piece's weakest segment min(s[l..r]).
long long sumOfWeakest(const vector<int>& s) {
  // TODO: write your solution here
  return 0;
}

int main() { cout << sumOfWeakest(readValues<int>(read<int>())) << '\n'; }
