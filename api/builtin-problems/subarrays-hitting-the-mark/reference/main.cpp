#include <bits/stdc++.h>
using namespace std;

// @harness io

// A randomized hash so that crafted inputs cannot degrade the hash map.
struct SplitMixHash {
    static uint64_t splitmix64(uint64_t x) {
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }
    size_t operator()(long long x) const {
        static const uint64_t seed = chrono::steady_clock::now().time_since_epoch().count();
        return splitmix64((uint64_t)x + seed);
    }
};

// Number of contiguous subarrays whose sum equals k.
long long countSubarrays(const vector<long long>& a, long long k) {
    unordered_map<long long, long long, SplitMixHash> seen;
    seen.reserve(a.size() * 2 + 2);
    seen[0] = 1;  // empty prefix
    long long prefix = 0, count = 0;
    for (long long x : a) {
        prefix += x;
        auto it = seen.find(prefix - k);
        if (it != seen.end()) count += it->second;
        seen[prefix]++;
    }
    return count;
}

int main() {
    int n = read<int>();
    long long k = read<long long>();
    cout << countSubarrays(readValues<long long>(n), k) << '\n';
}
