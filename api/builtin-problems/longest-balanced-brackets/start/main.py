import sys


# TODO: return the length of the longest contiguous substring of s
# that is a well-formed bracket sequence.
def longest_balanced(s):
    # Write your solution here.
    return 0


s = sys.stdin.readline().strip()  # the line may be empty
print(longest_balanced(s))
