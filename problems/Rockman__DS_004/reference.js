/**
 * Push value onto the binary min-heap stored in the array heap.
 * @param {Array<number>} heap
 * @param {number} value
 */
function heapPush(heap, value) {
  heap.push(value);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent] <= heap[i]) break;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

/**
 * Remove and return the smallest value of the binary min-heap stored in the array heap.
 * @param {Array<number>} heap
 * @returns {number}
 */
function heapPop(heap) {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let smallest = i;
      if (l < heap.length && heap[l] < heap[smallest]) smallest = l;
      if (r < heap.length && heap[r] < heap[smallest]) smallest = r;
      if (smallest === i) break;
      [heap[i], heap[smallest]] = [heap[smallest], heap[i]];
      i = smallest;
    }
  }
  return top;
}

/**
 * @param {Array<number>} values
 * @returns {Array<number>}
 */
function runningLowerMedians(values) {
  const low = []; // max-heap (negated) with the smaller half, holds ceil(k / 2) items
  const high = []; // min-heap with the larger half, holds floor(k / 2) items
  const result = [];
  for (const value of values) {
    if (low.length > 0 && value > -low[0]) {
      heapPush(high, value);
    } else {
      heapPush(low, -value);
    }
    if (low.length > high.length + 1) {
      heapPush(high, -heapPop(low));
    } else if (high.length > low.length) {
      heapPush(low, -heapPop(high));
    }
    result.push(-low[0]);
  }
  return result;
}
