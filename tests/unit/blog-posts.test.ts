import {toBlogPosts, type LoadedBlogPost} from '../../src/lib/blog/posts';

const post = (over: Partial<LoadedBlogPost['metadata']>): LoadedBlogPost => ({
  metadata: {
    permalink: '/blog/p',
    title: 'P',
    date: '2026-01-01T00:00:00.000Z',
    description: 'd',
    authors: [{name: 'Tevm contributors'}],
    unlisted: false,
    frontMatter: {},
    ...over,
  },
});

describe('toBlogPosts (the blog plugin posts → the BlogPosts list)', () => {
  it('keeps path, title, author names, ISO day and description', () => {
    expect(
      toBlogPosts([
        post({permalink: '/blog/hello', title: 'Hello', date: new Date(Date.UTC(2026, 2, 14, 9))}),
      ]),
    ).toEqual([
      {
        path: '/blog/hello',
        title: 'Hello',
        authors: ['Tevm contributors'],
        date: '2026-03-14',
        description: 'd',
      },
    ]);
  });
  it('lists newest first whatever order the plugin gives', () => {
    const list = toBlogPosts([
      post({permalink: '/a', date: '2026-01-01T00:00:00Z'}),
      post({permalink: '/c', date: '2026-03-01T00:00:00Z'}),
      post({permalink: '/b', date: '2026-02-01T00:00:00Z'}),
    ]);
    expect(list.map((p) => p.path)).toEqual(['/c', '/b', '/a']);
  });
  it('leaves out unlisted and draft posts', () => {
    const list = toBlogPosts([
      post({permalink: '/hidden', unlisted: true}),
      post({permalink: '/draft', frontMatter: {draft: true}}),
      post({permalink: '/shown'}),
    ]);
    expect(list.map((p) => p.path)).toEqual(['/shown']);
  });
  it('names an author without a name by its key, and drops one with neither', () => {
    expect(toBlogPosts([post({authors: [{key: 'tevm'}, {}, {name: 'Ada'}]})])[0]!.authors).toEqual([
      'tevm',
      'Ada',
    ]);
  });
  it('is empty without a blog', () => {
    expect(toBlogPosts([])).toEqual([]);
  });
});
