const counts = new Map();

/**
 * @param {Array<string>} posts
 * @returns {Map<string, number>}
 */
function countTags(posts) {
  for (const post of posts) {
    const seen = new Set();
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
