// n (1 to 2*10^5), then n strengths between 1 and 10^5 on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 200000, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(1, 100000, "a strength");
  in.endLine();
  in.end();
}
