/** Moderation: the one word list and matcher behind "no sensitive content" (products) and "offensive language rejected" (posts, replies). */
export { MODERATION_WORDS_DEFAULT, moderationMatch } from './moderation-words.js';
