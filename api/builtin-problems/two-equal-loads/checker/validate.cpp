// Two Equal Loads: any split into two loads of the same weight is accepted. Run as
//   validate input_file answer_file feedback_dir < program_output
// The answer file is the reference's answer: -1 when there is no split, else one split.
#include <bits/stdc++.h>

#include "kattis.h"
using namespace std;

int main(int argc, char** argv) {
  if (argc < 4) judgeError("usage: validate input_file answer_file feedback_dir");
  feedbackDir = argv[3];
  ifstream input(argv[1]), answer(argv[2]);
  int n;
  if (!(input >> n)) judgeError("the input file has no n");
  vector<long long> w(n + 1);
  long long total = 0;
  for (int i = 1; i <= n; i++) {
    input >> w[i];
    total += w[i];
  }
  string first;
  if (!(answer >> first)) judgeError("the answer file is empty");
  bool splitExists = first != "-1";

  vector<string> tokens;
  for (string token; cin >> token;) {
    tokens.push_back(token);
    if (tokens.size() > (size_t)n) wrongAnswer("more numbers printed than the " + to_string(n) + " parcels");
  }
  if (tokens.empty()) wrongAnswer("no output: print the first bike's parcels, or -1");
  if (tokens[0] == "-1") {
    if (tokens.size() > 1) wrongAnswer("-1 followed by more output");
    if (splitExists) wrongAnswer("printed -1, but the parcels can be split into two equal loads");
    accept("no split exists, as printed");
  }
  vector<bool> taken(n + 1, false);
  long long load = 0;
  for (const string& token : tokens) {
    long long parcel;
    if (!wholeNumber(token, 1, n, parcel)) wrongAnswer("\"" + shown(token) + "\" is not a parcel number from 1 to " + to_string(n));
    if (taken[parcel]) wrongAnswer("parcel " + to_string(parcel) + " is printed twice");
    taken[parcel] = true;
    load += w[parcel];
  }
  if (2 * load != total)
    wrongAnswer("the first bike carries " + to_string(load) + " kg and the second " + to_string(total - load) + " kg: not equal");
  if (!splitExists) judgeError("the program's split is valid, but the answer file says there is none");
  accept("both bikes carry " + to_string(load) + " kg");
}
