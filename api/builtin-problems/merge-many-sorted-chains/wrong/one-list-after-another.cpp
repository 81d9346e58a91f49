#include <bits/stdc++.h>
using namespace std;

// @harness io

// Merges the lists one after another into the result: O(k · total).
int main() {
    int k = read<int>();
    vector<long long> merged, next;
    for (int i = 0; i < k; i++) {
        vector<long long> list = readValues<long long>(read<int>());
        next.clear();
        size_t a = 0, b = 0;
        while (a < merged.size() || b < list.size())
            if (b == list.size() || (a < merged.size() && merged[a] <= list[b])) next.push_back(merged[a++]);
            else next.push_back(list[b++]);
        swap(merged, next);
    }
    printValues(merged);
}
