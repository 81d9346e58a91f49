// Exactly two lines, the words a and b: 0 to 5000 lowercase letters each (an empty line for an empty word).
#include "validator.h"

static void checkWord(const std::string &word, const std::string &name) {
  if (word.size() > 5000) invalid(name + " is longer than 5000 letters");
  size_t bad = word.find_first_not_of("abcdefghijklmnopqrstuvwxyz");
  if (bad != std::string::npos) invalid(name + " may hold only the letters a to z, not '" + word[bad] + "'");
}

int main() {
  Input in;
  checkWord(in.line("the word a"), "the word a");
  checkWord(in.line("the word b"), "the word b");
  in.end();
}
