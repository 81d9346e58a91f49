#include <stdio.h>
#include <stdlib.h>

// @harness io

// @harness chain

// Moves heap[i] down the binary min-heap until no child holds a smaller value.
static void siftDown(ListNode** heap, int size, int i) {
    ListNode* node = heap[i];
    for (;;) {
        int child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1]->val < heap[child]->val) child++;
        if (heap[child]->val >= node->val) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = node;
}

// Merge k sorted lists into one sorted list using a min-heap of the current heads.
ListNode* mergeAll(ListNode** lists, int k) {
    ListNode** heap = malloc((k + 1) * sizeof *heap);
    int size = 0;
    for (int i = 0; i < k; i++)
        if (lists[i] != NULL) heap[size++] = lists[i];
    for (int i = size / 2 - 1; i >= 0; i--) siftDown(heap, size, i);
    ListNode dummy = {0, NULL};
    ListNode* tail = &dummy;
    while (size > 0) {
        ListNode* node = heap[0];
        tail->next = node;
        tail = node;
        // The list's next node takes its head's place, or the last item of the heap does.
        heap[0] = node->next != NULL ? node->next : heap[--size];
        if (size > 0) siftDown(heap, size, 0);
    }
    tail->next = NULL;
    free(heap);
    return dummy.next;
}

int main(void) {
    int k = readInt();
    ListNode** lists = malloc((k + 1) * sizeof *lists);
    for (int i = 0; i < k; i++) lists[i] = readList();
    printList(mergeAll(lists, k));
    return 0;
}
