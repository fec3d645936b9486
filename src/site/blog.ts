/**
 * Blog posts listed by the BlogPosts component (SPEC §3 "Blog post"). This
 * build has none; add entries here (newest first) when posts exist.
 */
import type {BlogPost} from './types';

export const blogPosts: BlogPost[] = [];

export default blogPosts;
