#include <bits/stdc++.h>
using namespace std;

// @harness io

// Breadth-first search: cells are reached in order of their distance.
int shortestEscape(int R, int C, const vector<string>& g) {
    int start = -1, goal = -1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'S') start = r * C + c;
            if (g[r][c] == 'E') goal = r * C + c;
        }
    vector<int> dist((size_t)R * C, -1), queue;
    queue.reserve((size_t)R * C);
    dist[start] = 0;
    queue.push_back(start);
    const int dr[4] = {1, -1, 0, 0};
    const int dc[4] = {0, 0, 1, -1};
    for (size_t head = 0; head < queue.size() && dist[goal] < 0; head++) {
        int cell = queue[head];
        int r = cell / C, c = cell % C;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
            if (g[nr][nc] == '#') continue;
            int id = nr * C + nc;
            if (dist[id] >= 0) continue;
            dist[id] = dist[cell] + 1;
            queue.push_back(id);
        }
    }
    return dist[goal];
}

int main() {
    int R, C;
    cin >> R >> C;
    cout << shortestEscape(R, C, readValues<string>(R)) << '\n';
}
