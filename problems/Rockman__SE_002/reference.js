const MAX_LOANS = 3;

/**
 * A lending library that reports every outcome as a status string.
 */
class Library {
  /** @type {Map<string, number>} copies on the shelf per book */
  #shelf = new Map();
  /** @type {Map<string, Set<string>>} books held per member */
  #loans = new Map();

  constructor() {}

  /**
   * @param {string} bookId
   * @param {number} copies
   * @returns {string}
   */
  addBook(bookId, copies) {
    if (copies < 1) return 'INVALID';
    this.#shelf.set(bookId, (this.#shelf.get(bookId) ?? 0) + copies);
    return 'OK';
  }

  /**
   * @param {string} member
   * @param {string} bookId
   * @returns {string}
   */
  checkout(member, bookId) {
    if (!this.#shelf.has(bookId)) return 'NO_SUCH_BOOK';
    let held = this.#loans.get(member);
    if (held === undefined) {
      held = new Set();
      this.#loans.set(member, held);
    }
    if (held.has(bookId)) return 'ALREADY_HAS';
    if (held.size >= MAX_LOANS) return 'LIMIT';
    const onShelf = this.#shelf.get(bookId) ?? 0;
    if (onShelf === 0) return 'UNAVAILABLE';
    this.#shelf.set(bookId, onShelf - 1);
    held.add(bookId);
    return 'OK';
  }

  /**
   * @param {string} member
   * @param {string} bookId
   * @returns {string}
   */
  giveBack(member, bookId) {
    const held = this.#loans.get(member);
    if (held === undefined || !held.has(bookId)) return 'NOT_BORROWED';
    held.delete(bookId);
    this.#shelf.set(bookId, (this.#shelf.get(bookId) ?? 0) + 1);
    return 'OK';
  }

  /**
   * @param {string} bookId
   * @returns {number}
   */
  available(bookId) {
    return this.#shelf.get(bookId) ?? 0;
  }

  /**
   * @param {string} member
   * @returns {Array<string>}
   */
  borrowed(member) {
    const held = this.#loans.get(member);
    if (held === undefined) return [];
    // ids are lowercase letters and digits: the default sort is character-code order
    return [...held].sort();
  }
}
