# The input's whitespace-separated tokens, all read at once and given in order: next_int() the
# next one as an int, next_token() as it is written (a str), next_ints(n) the next n as ints,
# next_rows(n, k) n rows of k ints.
import sys

_tokens = sys.stdin.buffer.read().split()
_pos = 0


def next_token():
    global _pos
    _pos += 1
    return _tokens[_pos - 1].decode()


def next_int():
    global _pos
    _pos += 1
    return int(_tokens[_pos - 1])


def next_ints(n):
    global _pos
    _pos += n
    return list(map(int, _tokens[_pos - n : _pos]))


def next_rows(n, k):
    return [next_ints(k) for _ in range(n)]
