#include <bits/stdc++.h>
using namespace std;

// @harness io

// Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
string ask(long long g) {
  cout << g << endl;  // endl flushes: the judge answers only once it has the line
  return read<string>();
}

// Find the secret in [1, n] with at most ceil(log2 n) + 1 calls of ask; stop once it answers "=".
void findSecret(long long n) {
  // TODO: write your solution here
  ask(1);
}

int main() { findSecret(read<long long>()); }
