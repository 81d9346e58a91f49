// The values, separated by spaces.
static String joined(long[] values) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
        if (i > 0) sb.append(' ');
        sb.append(values[i]);
    }
    return sb.toString();
}

static String joined(int[] values) { return joined(Arrays.stream(values).asLongStream().toArray()); }
