// n (0 to 10^5), then n values between -10^9 and 10^9 in non-decreasing order on one line (empty when n is 0).
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(0, 100000, "n");
  in.endLine();
  long long previous = -1000000000;
  for (long long i = 0; i < n; i++) {
    long long value = in.integer(-1000000000, 1000000000, "a value");
    if (value < previous)
      invalid("the values are not in non-decreasing order: " + std::to_string(value) + " after " + std::to_string(previous));
    previous = value;
  }
  in.endLine();
  in.end();
}
