// The Kattis output validator's side of the judge: its verdict as its exit code (42 accepted, 43
// wrong answer, anything else the judge's error), with the reason in feedback_dir/judgemessage.txt.
#pragma once
#include <cstdlib>
#include <fstream>
#include <string>

static std::string feedbackDir = ".";

[[noreturn]] inline void verdict(int code, const std::string& message) {
  std::ofstream(feedbackDir + "/judgemessage.txt") << message << "\n";
  std::exit(code);
}
[[noreturn]] inline void accept(const std::string& message) { verdict(42, message); }
[[noreturn]] inline void wrongAnswer(const std::string& message) { verdict(43, message); }
// The problem's own fault (its answer file says otherwise than the program proves): never the learner's.
[[noreturn]] inline void judgeError(const std::string& message) { verdict(1, message); }

// The token as a whole number in [lo, hi], or false: only digits (and a leading minus), no overflow.
inline bool wholeNumber(const std::string& token, long long lo, long long hi, long long& value) {
  size_t start = token.size() > 1 && token[0] == '-' ? 1 : 0;
  if (token.size() == start || token.size() - start > 18) return false;
  for (size_t i = start; i < token.size(); i++)
    if (token[i] < '0' || token[i] > '9') return false;
  value = std::stoll(token);
  return value >= lo && value <= hi;
}

// A token shown in a message: at most 20 characters of it.
inline std::string shown(const std::string& token) { return token.size() <= 20 ? token : token.substr(0, 20) + "..."; }
