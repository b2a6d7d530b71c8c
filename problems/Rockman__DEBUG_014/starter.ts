const counts = new Map<string, number>();

function countTags(posts: string[]): Map<string, number> {
  for (const post of posts) {
    const seen = new Set<string>();
    for (const word of post.split(" ")) {
      if (word.startsWith("#") && word.length > 1) {
        const tag = word.slice(1).toLowerCase();
        if (!seen.has(tag)) {
          seen.add(tag);
          counts.set(tag, (counts.get(tag) ?? 0) + 1);
        }
      }
    }
  }
  return counts;
}
