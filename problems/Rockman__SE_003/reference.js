const CAPACITY = 100;
const LIMIT = 2n ** 53n;
const ARITHMETIC = new Set(["+", "-", "*", "/", "%"]);

/**
 * A bounded stack calculator that reports every problem as a status string and leaves the stack
 * unchanged on failure.
 */
class SafeCalculator {
  /** @type {Array<bigint>} */
  #stack = [];

  /**
   * @param {bigint} value
   * @returns {string}
   */
  push(value) {
    if (this.#stack.length >= CAPACITY) {
      return "error: overflow";
    }
    this.#stack.push(value);
    return "ok";
  }

  /**
   * @param {string} op
   * @returns {string}
   */
  apply(op) {
    const stack = this.#stack;
    const n = stack.length;
    if (op === "dup") {
      if (n === 0) {
        return "error: underflow";
      }
      if (n >= CAPACITY) {
        return "error: overflow";
      }
      stack.push(stack[n - 1]);
      return "ok";
    }
    if (op === "drop") {
      if (n === 0) {
        return "error: underflow";
      }
      stack.pop();
      return "ok";
    }
    if (op !== "swap" && !ARITHMETIC.has(op)) {
      return "error: unknown op";
    }
    if (n < 2) {
      return "error: underflow";
    }
    const a = stack[n - 2];
    const b = stack[n - 1];
    if (op === "swap") {
      stack[n - 2] = b;
      stack[n - 1] = a;
      return "ok";
    }
    if ((op === "/" || op === "%") && b === 0n) {
      return "error: division by zero";
    }
    let result;
    switch (op) {
      case "+":
        result = a + b;
        break;
      case "-":
        result = a - b;
        break;
      case "*":
        result = a * b;
        break;
      case "/":
        result = a / b; // BigInt division truncates toward zero
        break;
      default:
        result = a % b; // the remainder takes the sign of a: a - b * (a / b)
    }
    if (result < -LIMIT || result > LIMIT) {
      return "error: out of range";
    }
    stack.pop();
    stack[n - 2] = result;
    return "ok";
  }

  /** @returns {bigint | null} */
  top() {
    const n = this.#stack.length;
    return n === 0 ? null : this.#stack[n - 1];
  }

  /** @returns {bigint} */
  size() {
    return BigInt(this.#stack.length);
  }
}
