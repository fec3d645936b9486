import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import Authors from '@site/src/components/Authors';
import {useBlogPosts} from '@site/src/hooks/useBlogPosts';
import type {BlogPost} from '@site/src/lib/blog/posts';

/** The blog's posts (from the blog plugin, newest first), with an empty state. */
export default function BlogPosts({posts}: {posts?: BlogPost[]}): ReactNode {
  const fromBlog = useBlogPosts();
  const list = posts ?? fromBlog;
  if (list.length === 0) {
    return (
      <p data-blog-posts="empty">
        <em>
          <Translate id="site.blogPosts.empty">No posts yet.</Translate>
        </em>
      </p>
    );
  }
  return (
    <ul className="clean-list" data-blog-posts="">
      {list.map((post) => (
        <li key={post.path} className="margin-bottom--lg">
          <Heading as="h3" className="margin-bottom--xs">
            <Link to={post.path}>{post.title}</Link>
          </Heading>
          <Authors authors={post.authors} date={post.date} />
          <p>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
