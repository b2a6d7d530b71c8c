static long long floor_div(long long a, long long b) {  // b > 0
    long long q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

long long sum_of_multiples(long long low, long long high, long long k) {
    long long first = -floor_div(-low, k);  // smallest q with k * q >= low
    long long last = floor_div(high, k);    // largest q with k * q <= high
    if (first > last) return 0;
    long long sum = first + last, count = last - first + 1;
    // sum * count is even: halve whichever factor is even before multiplying
    long long half = (count % 2 == 0) ? (count / 2) * sum : (sum / 2) * count;
    return k * half;
}
