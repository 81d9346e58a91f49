// A node of a singly linked list (a chain): a struct ListNode, or ListNode.
typedef struct ListNode {
    long long val;
    struct ListNode* next;
} ListNode;

ListNode* newListNode(long long val) {
    ListNode* node = malloc(sizeof(ListNode));
    node->val = val;
    node->next = NULL;
    return node;
}

// Reads a list as the input gives one: its length, then its values in order.
ListNode* readList(void) {
    ListNode dummy = {0, NULL};
    ListNode* tail = &dummy;
    for (int n = readInt(); n > 0; n--) {
        tail->next = newListNode(readLong());
        tail = tail->next;
    }
    return dummy.next;
}

// Prints the values of the list from head on, on one line, separated by spaces.
void printList(ListNode* head) {
    for (ListNode* cur = head; cur != NULL; cur = cur->next) printf(cur != head ? " %lld" : "%lld", cur->val);
    putchar('\n');
}
