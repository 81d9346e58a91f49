// A node of a singly linked list (a chain).
struct ListNode {
    long long val;
    ListNode* next;
    explicit ListNode(long long v) : val(v), next(nullptr) {}
};

// Reads a list as the input gives one: its length, then its values in order.
ListNode* readList() {
    int n = 0;
    cin >> n;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        long long v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    return dummy.next;
}

// Prints the values of the list from head on, on one line, separated by spaces.
void printList(ListNode* head) {
    string out;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    cout << out << '\n';
}
