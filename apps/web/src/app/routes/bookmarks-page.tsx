export { BookmarksPage as default } from '../../features/practice/pages/bookmarks-page';
