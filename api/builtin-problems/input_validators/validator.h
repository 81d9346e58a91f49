// A strict reader for the built-in problems' input validators (the Kattis input validator
// interface: the input on stdin, exit 42 when it is valid, 43 with a message when it is not).
// Like testlib's validator mode, numbers are read exactly (no '+', no leading zeros, no "-0")
// and lines are lines: a value is never looked for past its line's end. Spaces may repeat,
// a line may end in spaces or "\r", and the last line's newline may be missing.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>

[[noreturn]] inline void invalid(const std::string &why) {
  std::printf("%s\n", why.c_str());
  std::exit(43);
}

[[noreturn]] inline void valid() { std::exit(42); }

class Input {
 public:
  Input() : text_(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()) {}

  // An integer between lo and hi on the current line.
  long long integer(long long lo, long long hi, const std::string &name) {
    std::string token = word(name);
    size_t digits = token[0] == '-' ? 1 : 0;
    bool wellFormed = token.size() > digits && token.size() - digits <= 19 && (token[digits] != '0' || token.size() == digits + 1) &&
                      token != "-0" && token.find_first_not_of("0123456789", digits) == std::string::npos;
    if (!wellFormed) invalid(name + " is not an integer: " + shorten(token) + where());
    unsigned long long magnitude = 0;
    for (size_t i = digits; i < token.size(); i++) {
      unsigned long long next = magnitude * 10 + static_cast<unsigned long long>(token[i] - '0');
      if (next / 10 != magnitude) invalid(name + " is out of range: " + shorten(token) + where());
      magnitude = next;
    }
    if (magnitude > 9223372036854775807ULL) invalid(name + " is out of range: " + shorten(token) + where());
    long long value = digits ? -static_cast<long long>(magnitude) : static_cast<long long>(magnitude);
    if (value < lo || value > hi)
      invalid(name + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", not " + token + where());
    return value;
  }

  // The next word of the current line (characters up to a space or the line's end).
  std::string word(const std::string &name) {
    skipSpaces();
    if (atLineEnd()) invalid("expected " + name + where() + ", found the end of the line");
    size_t start = pos_;
    while (pos_ < text_.size() && !isSpace(text_[pos_]) && text_[pos_] != '\n') pos_++;
    return text_.substr(start, pos_ - start);
  }

  // The rest of the current line as it is (without its "\r"), and the line is done.
  std::string line(const std::string &name) {
    if (pos_ >= text_.size()) invalid("expected " + name + where() + ", found the end of the input");
    size_t end = text_.find('\n', pos_);
    if (end == std::string::npos) end = text_.size();
    std::string content = text_.substr(pos_, end - pos_);
    if (!content.empty() && content.back() == '\r') content.pop_back();
    pos_ = end;
    nextLine();
    return content;
  }

  // Nothing more on the current line: go to the next one.
  void endLine() {
    skipSpaces();
    if (!atLineEnd()) invalid("unexpected " + shorten(word("")) + where() + ", expected the end of the line");
    nextLine();
  }

  // Nothing more in the input but blank space.
  void end() {
    while (pos_ < text_.size() && (isSpace(text_[pos_]) || text_[pos_] == '\n')) pos_++;
    if (pos_ < text_.size()) invalid("unexpected " + shorten(word("")) + " after the input's end" + where());
    valid();
  }

  std::string where() const { return " (line " + std::to_string(line_) + ")"; }

 private:
  static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }
  static std::string shorten(const std::string &s) { return s.size() > 30 ? s.substr(0, 30) + "..." : s; }
  void skipSpaces() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) pos_++;
  }
  bool atLineEnd() const { return pos_ >= text_.size() || text_[pos_] == '\n'; }
  void nextLine() {
    if (pos_ < text_.size()) pos_++;
    line_++;
  }

  std::string text_;
  size_t pos_ = 0;
  int line_ = 1;
};
