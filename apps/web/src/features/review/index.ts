/**
 * The review feature's public face (the queue of one's own mistakes): the home page's card with
 * the count due today. The router loads the review page by its own file, so it stays its own chunk.
 */
export { ReviewHomeCard, reviewHomeCardHeight } from './components/review-home-card';
