// n (0 to 10^5), the n values between -10^9 and 10^9 on one line (empty when n is 0), then k (0 to 10^18).
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(0, 100000, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(-1000000000, 1000000000, "a value");
  in.endLine();
  in.integer(0, 1000000000000000000LL, "k");
  in.endLine();
  in.end();
}
