long long digit_count(long long n, long long base) {
    long long count = 1;
    while (n >= base) {
        n /= base;
        ++count;
    }
    return count;
}
