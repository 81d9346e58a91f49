#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// TODO: merge the k sorted lists (some may be empty, i.e. NULL) into a single
// sorted list and return its head.
ListNode* mergeAll(ListNode** lists, int k) {
    // Write your solution here.
    return k == 0 ? NULL : lists[0];
}

int main(void) {
    int k = readInt();
    ListNode** lists = malloc((k + 1) * sizeof *lists);
    for (int i = 0; i < k; i++) lists[i] = readList();
    printList(mergeAll(lists, k));
    return 0;
}
