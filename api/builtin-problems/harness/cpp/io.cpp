// Fast input and output, set before main() starts: cin stops keeping in step with C's stdio and
// no longer flushes cout before each read.
static const bool fastIo = [] {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    return true;
}();

// Reads a pair as its two values, first then second (an edge "u v", say).
template <typename A, typename B>
istream& operator>>(istream& in, pair<A, B>& p) {
    return in >> p.first >> p.second;
}

// Reads an array as its N values, in order (a road "u v w", say).
template <typename T, size_t N>
istream& operator>>(istream& in, array<T, N>& values) {
    for (T& value : values) in >> value;
    return in;
}

// Reads one value of type T (0 past the end of the input).
template <typename T>
T read() {
    T value{};
    cin >> value;
    return value;
}

// Reads n values of type T, in order.
template <typename T>
vector<T> readValues(int n) {
    vector<T> values(n);
    for (T& value : values) cin >> value;
    return values;
}

// The values, separated by spaces.
template <typename T>
string joined(const vector<T>& values) {
    string out;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(values[i]);
    }
    return out;
}

// Prints the values on one line, separated by spaces.
template <typename T>
void printValues(const vector<T>& values) {
    cout << joined(values) << '\n';
}
