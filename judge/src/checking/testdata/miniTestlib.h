// A few lines of testlib.h's checker interface, for the judge's tests (not testlib itself):
// `checker input_file output_file answer_file`; the verdict is the exit code (0 ok, 1 wrong
// answer, 2 presentation error, 3 fail) and the message goes to stderr after its verdict's words,
// as testlib.h does. Bad output from the program is a presentation error, bad input or answer
// files the checker's failure.
#pragma once
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3 };

[[noreturn]] __attribute__((format(printf, 2, 3))) void quitf(TResult result, const char *format, ...) {
  static const char *const words[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  std::fprintf(stderr, "%s ", words[result]);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::exit(result);
}

struct InStream {
  std::FILE *file = nullptr;
  TResult onError = _fail;
  long long readLong() {
    long long value;
    if (std::fscanf(file, "%lld", &value) != 1) quitf(onError, "expected an integer");
    return value;
  }
  bool seekEof() {
    for (int c; (c = std::fgetc(file)) != EOF;) {
      if (!std::isspace(c)) {
        std::ungetc(c, file);
        return false;
      }
    }
    return true;
  }
};

InStream inf, ouf, ans;

void registerTestlibCmd(int argc, char *argv[]) {
  if (argc < 4) quitf(_fail, "usage: %s input_file output_file answer_file", argv[0]);
  inf.file = std::fopen(argv[1], "r");
  ouf.file = std::fopen(argv[2], "r");
  ans.file = std::fopen(argv[3], "r");
  if (!inf.file || !ouf.file || !ans.file) quitf(_fail, "cannot open the files");
  ouf.onError = _pe;
}
