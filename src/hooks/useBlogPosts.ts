import {usePluginData} from '@docusaurus/useGlobalData';

import type {BlogPost} from '@site/src/lib/blog/posts';

/** The blog's listed posts, newest first (src/plugins/blog-posts); empty without a blog. */
export function useBlogPosts(): BlogPost[] {
  const data = usePluginData('blog-posts') as {posts?: BlogPost[]} | undefined;
  return data?.posts ?? [];
}
