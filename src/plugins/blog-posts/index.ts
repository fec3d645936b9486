/**
 * Gives `<BlogPosts />` the blog plugin's posts as global data (`usePluginData('blog-posts')`).
 * The blog plugin publishes no global data of its own; with the blog disabled (this build) the
 * list is empty and the component shows its empty state.
 */
import type {Plugin} from '@docusaurus/types';

import {toBlogPosts, type LoadedBlogPost} from '../../lib/blog/posts';

export default function blogPostsPlugin(): Plugin {
  return {
    name: 'blog-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        {blogPosts?: LoadedBlogPost[]} | undefined;
      actions.setGlobalData({posts: toBlogPosts(blog?.blogPosts ?? [])});
    },
  };
}
