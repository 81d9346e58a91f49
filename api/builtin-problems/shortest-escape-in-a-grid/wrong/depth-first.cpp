#include <bits/stdc++.h>
using namespace std;

// @harness io

// Depth-first search: finds a way out, not the shortest.
int main() {
    int R, C;
    cin >> R >> C;
    vector<string> g = readValues<string>(R);
    vector<vector<int>> dist(R, vector<int>(C, -1));
    vector<pair<int, int>> stack;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'S') { dist[r][c] = 0; stack.push_back({r, c}); }
    int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
    while (!stack.empty()) {
        auto [r, c] = stack.back();
        stack.pop_back();
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= R || nc >= C || g[nr][nc] == '#' || dist[nr][nc] != -1) continue;
            dist[nr][nc] = dist[r][c] + 1;
            stack.push_back({nr, nc});
        }
    }
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'E') cout << dist[r][c] << '\n';
}
