import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import Authors from '@site/src/components/Authors';
import blogPosts from '@site/src/site/blog';
import type {BlogPost} from '@site/src/site/blog';

/** The blog post list (data in src/site/blog.ts), with an empty state. */
export default function BlogPosts({posts = blogPosts}: {posts?: BlogPost[]}): ReactNode {
  if (posts.length === 0) {
    return (
      <p data-blog-posts="empty">
        <em>No posts yet.</em>
      </p>
    );
  }
  return (
    <ul className="clean-list" data-blog-posts="">
      {posts.map((post) => (
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
