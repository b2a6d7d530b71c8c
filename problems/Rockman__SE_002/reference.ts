const MAX_LOANS = 3;

/**
 * A lending library that reports every outcome as a status string.
 */
class Library {
  private readonly shelf = new Map<string, number>();
  private readonly loans = new Map<string, Set<string>>();

  constructor() {}

  addBook(bookId: string, copies: number): string {
    if (copies < 1) return 'INVALID';
    this.shelf.set(bookId, (this.shelf.get(bookId) ?? 0) + copies);
    return 'OK';
  }

  checkout(member: string, bookId: string): string {
    const onShelf = this.shelf.get(bookId);
    if (onShelf === undefined) return 'NO_SUCH_BOOK';
    let held = this.loans.get(member);
    if (held === undefined) {
      held = new Set<string>();
      this.loans.set(member, held);
    }
    if (held.has(bookId)) return 'ALREADY_HAS';
    if (held.size >= MAX_LOANS) return 'LIMIT';
    if (onShelf === 0) return 'UNAVAILABLE';
    this.shelf.set(bookId, onShelf - 1);
    held.add(bookId);
    return 'OK';
  }

  giveBack(member: string, bookId: string): string {
    const held = this.loans.get(member);
    if (held === undefined || !held.has(bookId)) return 'NOT_BORROWED';
    held.delete(bookId);
    this.shelf.set(bookId, (this.shelf.get(bookId) ?? 0) + 1);
    return 'OK';
  }

  available(bookId: string): number {
    return this.shelf.get(bookId) ?? 0;
  }

  borrowed(member: string): string[] {
    const held = this.loans.get(member);
    if (held === undefined) return [];
    // ids are lowercase letters and digits: the default sort is character-code order
    return [...held].sort();
  }
}
