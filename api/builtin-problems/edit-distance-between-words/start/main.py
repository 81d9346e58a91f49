import sys

lines = sys.stdin.read().split("\n")
# Read whole lines: a word may be empty, and then its line is empty.
a = lines[0].strip()
b = lines[1].strip() if len(lines) > 1 else ""


# TODO: return the minimum number of single-character insertions, deletions
# and substitutions needed to turn a into b.
def edit_distance(a, b):
    # Write your solution here.
    return 0


print(edit_distance(a, b))
