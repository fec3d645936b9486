/**
 * Blog posts listed by the BlogPosts component (ARCHITECTURE.md "Content blocks"). This
 * build has none; add entries here (newest first) when posts exist.
 */

/** One entry of the BlogPosts list. */
export interface BlogPost {
  path: string;
  title: string;
  authors: string[];
  /** ISO date. */
  date: string;
  description: string;
}

export const blogPosts: BlogPost[] = [];

export default blogPosts;
