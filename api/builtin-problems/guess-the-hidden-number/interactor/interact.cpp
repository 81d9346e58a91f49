// Guess the Hidden Number: the Kattis interactive interface. Run as
//   interact input_file answer_file feedback_dir
// with the program's output as its stdin and its stdout as the program's input. The input file
// holds n and the secret, the answer file the secret again (what the learner is shown).
#include <bits/stdc++.h>
using namespace std;

static string feedbackDir = ".";

[[noreturn]] void verdict(int code, const string& message) {
  ofstream(feedbackDir + "/judgemessage.txt") << message << "\n";
  exit(code);
}
[[noreturn]] void accept(const string& message) { verdict(42, message); }
[[noreturn]] void wrongAnswer(const string& message) { verdict(43, message); }
[[noreturn]] void judgeError(const string& message) { verdict(1, message); }

// The token as a whole number in [lo, hi], or false: only digits (and a leading minus), no overflow.
bool wholeNumber(const string& token, long long lo, long long hi, long long& value) {
  size_t start = token.size() > 1 && token[0] == '-' ? 1 : 0;
  if (token.size() == start || token.size() - start > 18) return false;
  for (size_t i = start; i < token.size(); i++)
    if (token[i] < '0' || token[i] > '9') return false;
  value = stoll(token);
  return value >= lo && value <= hi;
}

int main(int argc, char** argv) {
  if (argc < 4) judgeError("usage: interact input_file answer_file feedback_dir");
  feedbackDir = argv[3];
  // A program that ends early closes the pipe: a reply written to it must not kill the interactor.
  signal(SIGPIPE, SIG_IGN);
  long long n, secret, answer;
  if (!(ifstream(argv[1]) >> n >> secret) || n < 1 || secret < 1 || secret > n)
    judgeError("the input file is not n and a secret in [1, n]");
  if (!(ifstream(argv[2]) >> answer) || answer != secret) judgeError("the answer file is not the input file's secret");
  int allowed = 1;
  while ((1LL << (allowed - 1)) < n) allowed++;  // ceil(log2 n) + 1

  cout << n << endl;
  for (int asked = 1;; asked++) {
    string token;
    if (!(cin >> token)) wrongAnswer(asked == 1 ? "the program ended without a guess" : "the program ended before guessing the secret");
    string shown = token.size() <= 20 ? token : token.substr(0, 20) + "...";
    long long guess;
    if (!wholeNumber(token, LLONG_MIN / 2, LLONG_MAX / 2, guess))
      wrongAnswer("guess " + to_string(asked) + " is \"" + shown + "\", not a whole number");
    if (guess < 1 || guess > n) wrongAnswer("guess " + to_string(asked) + " is " + shown + ", outside [1, " + to_string(n) + "]");
    if (asked > allowed) wrongAnswer("more than " + to_string(allowed) + " guesses: the secret is still not found");
    if (guess == secret) {
      cout << "=" << endl;
      accept("found " + to_string(secret) + " in " + to_string(asked) + " guess" + (asked == 1 ? "" : "es") + " (at most " +
             to_string(allowed) + " allowed)");
    }
    cout << (secret < guess ? "<" : ">") << endl;
  }
}
