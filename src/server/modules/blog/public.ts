/** What the seed may use of the blog area: publishing an article as staff do. */
export { createArticle } from './service';
