// The navbar's search: the site's own (src/search), not DocSearch. Everything is in the slice;
// this swizzle only puts its button where the theme puts the search bar.
export {default} from '@site/src/search/ui';
