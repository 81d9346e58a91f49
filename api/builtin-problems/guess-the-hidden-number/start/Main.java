import java.io.*;
import java.util.*;

public class Main {
    // Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
    static String ask(long g) throws IOException {
        System.out.println(g);
        System.out.flush(); // the judge answers only once it has the line
        return in.next();
    }

    // Find the secret in [1, n] with at most ceil(log2 n) + 1 calls of ask; stop once it answers "=".
    static void findSecret(long n) throws IOException {
        // TODO: write your solution here
        ask(1);
    }

    public static void main(String[] args) throws IOException {
        findSecret(in.nextLong());
    }

    // @harness FastReader
}
