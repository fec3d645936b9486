/**
 * Blog posts listed by the BlogPosts component (ARCHITECTURE.md "Content blocks"). This
 * build has none; add entries here (newest first) when posts exist.
 */
import type {BlogPost} from './types';

export const blogPosts: BlogPost[] = [];

export default blogPosts;
