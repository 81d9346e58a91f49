# @harness tokens

# Starts the record at 0, wrong while every reading is negative.
out = []
best = 0
for x in next_ints(next_int()):
    best = max(best, x)
    out.append(best)
print(*out)
