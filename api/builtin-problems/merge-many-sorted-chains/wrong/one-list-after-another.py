# @harness tokens

# Merges the lists one after another into the result: O(k · total).
merged = []
for _ in range(next_int()):
    values = next_ints(next_int())
    result = []
    a = b = 0
    while a < len(merged) or b < len(values):
        if b == len(values) or (a < len(merged) and merged[a] <= values[b]):
            result.append(merged[a])
            a += 1
        else:
            result.append(values[b])
            b += 1
    merged = result
print(" ".join(map(str, merged)))
