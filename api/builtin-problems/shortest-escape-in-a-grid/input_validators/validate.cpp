// R and C (1 to 500, R * C >= 2), then R rows of exactly C characters, each '.', '#', 'S' or 'E',
// with exactly one 'S' and exactly one 'E'.
#include "validator.h"

int main() {
  Input in;
  long long rows = in.integer(1, 500, "R");
  long long columns = in.integer(1, 500, "C");
  in.endLine();
  if (rows * columns < 2) invalid("the maze needs at least two cells (R * C >= 2)");
  long long starts = 0, exits = 0;
  for (long long r = 0; r < rows; r++) {
    std::string row = in.word("row " + std::to_string(r + 1));
    if (static_cast<long long>(row.size()) != columns)
      invalid("row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) + " characters, not " + std::to_string(columns));
    size_t bad = row.find_first_not_of(".#SE");
    if (bad != std::string::npos) invalid(std::string("a cell is '.', '#', 'S' or 'E', not '") + row[bad] + "'" + in.where());
    for (char cell : row) starts += cell == 'S', exits += cell == 'E';
    in.endLine();
  }
  if (starts != 1 || exits != 1)
    invalid("the maze has " + std::to_string(starts) + " S and " + std::to_string(exits) + " E, not exactly one of each");
  in.end();
}
