import java.io.*;
import java.util.*;

public class Main {
    // Breadth-first search: cells are reached in order of their distance.
    static int shortestEscape(int R, int C, char[][] g) {
        int start = -1, goal = -1;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (g[r][c] == 'S') start = r * C + c;
                if (g[r][c] == 'E') goal = r * C + c;
            }
        int[] dist = new int[R * C];
        Arrays.fill(dist, -1);
        int[] queue = new int[R * C];
        int qh = 0, qt = 0;
        dist[start] = 0;
        queue[qt++] = start;
        int[] dr = {1, -1, 0, 0};
        int[] dc = {0, 0, 1, -1};
        while (qh < qt && dist[goal] < 0) {
            int cell = queue[qh++];
            int r = cell / C, c = cell % C;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
                if (g[nr][nc] == '#') continue;
                int id = nr * C + nc;
                if (dist[id] >= 0) continue;
                dist[id] = dist[cell] + 1;
                queue[qt++] = id;
            }
        }
        return dist[goal];
    }

    public static void main(String[] args) throws IOException {
        int R = in.nextInt(), C = in.nextInt();
        System.out.println(shortestEscape(R, C, in.nextGrid(R)));
    }

    // @harness FastReader
}
