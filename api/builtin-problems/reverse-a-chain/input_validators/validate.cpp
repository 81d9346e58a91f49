// n (0 to 10^5), then the n node values between -10^9 and 10^9 on one line (empty when n is 0).
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(0, 100000, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(-1000000000, 1000000000, "a value");
  in.endLine();
  in.end();
}
