/**
 * The `<BlogPosts />` list, made from the blog plugin's own posts at build time
 * (src/plugins/blog-posts). Pure, so the selection rules are unit-tested.
 */

/** One entry of the BlogPosts list (SPEC §3 "Blog post"). */
export interface BlogPost {
  path: string;
  title: string;
  authors: string[];
  /** ISO date (YYYY-MM-DD). */
  date: string;
  description: string;
}

/** The fields this list reads from `@docusaurus/plugin-content-blog`'s loaded posts. */
export interface LoadedBlogPost {
  metadata: {
    permalink: string;
    title: string;
    date: Date | string;
    description: string;
    authors: ReadonlyArray<{name?: string; key?: string | null}>;
    unlisted: boolean;
    frontMatter: {draft?: boolean} & Record<string, unknown>;
  };
}

/**
 * Listed posts, newest first: unlisted and draft posts are left out (the blog's own list
 * hides them too), an author without a name is shown by its key.
 */
export function toBlogPosts(posts: readonly LoadedBlogPost[]): BlogPost[] {
  return posts
    .filter(({metadata}) => !metadata.unlisted && metadata.frontMatter.draft !== true)
    .map(({metadata}) => ({
      path: metadata.permalink,
      title: metadata.title,
      authors: metadata.authors.map((a) => a.name ?? a.key ?? '').filter((name) => name.length > 0),
      date: new Date(metadata.date).toISOString().slice(0, 10),
      description: metadata.description,
    }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
