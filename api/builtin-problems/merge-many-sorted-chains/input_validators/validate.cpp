// k (0 to 10^5), then k lines "L v_1 ... v_L", each list non-decreasing, values between -10^9 and 10^9, at most 2*10^5 values in all.
#include "validator.h"

int main() {
  Input in;
  long long k = in.integer(0, 100000, "k");
  in.endLine();
  long long total = 0;
  for (long long list = 0; list < k; list++) {
    long long length = in.integer(0, 200000, "L");
    total += length;
    if (total > 200000) invalid("the lists hold more than 200000 values in all" + in.where());
    long long previous = -1000000000;
    for (long long i = 0; i < length; i++) {
      long long value = in.integer(-1000000000, 1000000000, "a value");
      if (value < previous)
        invalid("a list is not in non-decreasing order: " + std::to_string(value) + " after " + std::to_string(previous) + in.where());
      previous = value;
    }
    in.endLine();
  }
  in.end();
}
