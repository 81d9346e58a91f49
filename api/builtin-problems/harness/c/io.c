// Fast input: stdin read in blocks and its numbers parsed by hand. readLong() and readInt() give
// the next number (0 past the end of the input), readWord(buf, size) the next word, readLongs(n)
// and readInts(n) the next n numbers in a new array; printLongs(values, n) prints n numbers on a
// line, separated by spaces.
char ioBuf[1 << 16];
size_t ioLen = 0, ioPos = 0;

// The next byte of the input, or EOF.
int ioByte(void) {
    if (ioPos == ioLen) {
        ioLen = fread(ioBuf, 1, sizeof ioBuf, stdin);
        ioPos = 0;
        if (ioLen == 0) return EOF;
    }
    return (unsigned char)ioBuf[ioPos++];
}

long long readLong(void) {
    int c = ioByte();
    while (c != EOF && c != '-' && (c < '0' || c > '9')) c = ioByte();
    if (c == EOF) return 0;
    int negative = c == '-';
    if (negative) c = ioByte();
    long long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        c = ioByte();
    }
    return negative ? -value : value;
}

int readInt(void) { return (int)readLong(); }

// Reads the next word into buf, at most size - 1 characters of it; its length (0 past the end).
int readWord(char* buf, int size) {
    int c = ioByte();
    while (c != EOF && c <= ' ') c = ioByte();
    int length = 0;
    while (c != EOF && c > ' ') {
        if (length < size - 1) buf[length++] = (char)c;
        c = ioByte();
    }
    buf[length] = '\0';
    return length;
}

long long* readLongs(int n) {
    long long* values = malloc(sizeof(long long) * (n > 0 ? n : 1));
    for (int i = 0; i < n; i++) values[i] = readLong();
    return values;
}

int* readInts(int n) {
    int* values = malloc(sizeof(int) * (n > 0 ? n : 1));
    for (int i = 0; i < n; i++) values[i] = readInt();
    return values;
}

void printLongs(const long long* values, int n) {
    for (int i = 0; i < n; i++) printf(i > 0 ? " %lld" : "%lld", values[i]);
    putchar('\n');
}
