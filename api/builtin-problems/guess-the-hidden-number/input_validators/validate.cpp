// What the judge knows (the interactor reads it): n (1 to 10^9) and the secret x (1 to n) on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 1000000000, "n");
  in.integer(1, n, "x");
  in.endLine();
  in.end();
}
