// The input, read through in token by token: in.nextInt(), in.nextLong(), in.next() (a word),
// in.nextInts(n) and in.nextLongs(n) (the next n numbers), in.nextRows(n, k) (n lines of k numbers),
// in.nextGrid(n) (n words as rows of characters).
static final FastReader in = new FastReader(System.in);

// Fast whitespace-separated token reader.
static final class FastReader {
    private final DataInputStream stream;
    private final byte[] buf = new byte[1 << 16];
    private int len = 0, ptr = 0;

    FastReader(InputStream is) { stream = new DataInputStream(is); }

    private int read() throws IOException {
        if (ptr == len) {
            len = stream.read(buf, 0, buf.length);
            ptr = 0;
            if (len <= 0) { len = 0; return -1; }
        }
        return buf[ptr++];
    }

    long nextLong() throws IOException {
        int c = read();
        while (c != '-' && (c < '0' || c > '9')) {
            if (c == -1) throw new IOException("unexpected end of input");
            c = read();
        }
        boolean neg = false;
        if (c == '-') { neg = true; c = read(); }
        long r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
        return neg ? -r : r;
    }

    int nextInt() throws IOException { return (int) nextLong(); }

    String next() throws IOException {
        int c = read();
        while (c != -1 && c <= ' ') c = read();
        if (c == -1) throw new IOException("unexpected end of input");
        StringBuilder sb = new StringBuilder();
        while (c > ' ') { sb.append((char) c); c = read(); }
        return sb.toString();
    }

    long[] nextLongs(int n) throws IOException {
        long[] values = new long[n];
        for (int i = 0; i < n; i++) values[i] = nextLong();
        return values;
    }

    int[] nextInts(int n) throws IOException {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = nextInt();
        return values;
    }

    int[][] nextRows(int n, int k) throws IOException {
        int[][] rows = new int[n][];
        for (int i = 0; i < n; i++) rows[i] = nextInts(k);
        return rows;
    }

    char[][] nextGrid(int n) throws IOException {
        char[][] grid = new char[n][];
        for (int i = 0; i < n; i++) grid[i] = next().toCharArray();
        return grid;
    }
}
